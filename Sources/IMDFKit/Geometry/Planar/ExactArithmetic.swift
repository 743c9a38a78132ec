/*
 Error-free transformations and a tiny expansion accumulator, the exact fallback of ``orient2d``.

 A floating-point *expansion* represents a real number as an unevaluated sum of doubles whose
 components do not overlap (the lowest set bit of a larger component lies above the highest set bit
 of a smaller one). Because they do not overlap, the sign of the sum is the sign of the largest
 component, so the sign of an exact sum can be read off without ever rounding it.

 Two error-free transformations feed it:
 - `twoSum(a, b)` returns `s = fl(a + b)` and `e` with `a + b = s + e` exactly (Knuth's branch-free form);
 - `twoProduct(a, b)` returns `p = fl(a * b)` and `e = a * b - p`, computed exactly by one fused
   multiply-add (`(-p).addingProduct(a, b)` rounds once, and the true error is representable).
 Both are exact as long as nothing overflows and the error term does not underflow, which holds for
 geographic coordinates (magnitudes below 360, never tiny but non-zero in practice).

 `ExactSum.add(_:)` is the classic "grow expansion" step: run the new value through `twoSum` with each
 component from smallest to largest, keeping the non-zero round-off terms; the result is again a
 non-overlapping expansion in increasing order of magnitude.
 */

/// Returns the rounded sum and its exact round-off: `a + b == sum + error` in real arithmetic.
@inline(__always)
func twoSum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bVirtual = sum - a
    let aVirtual = sum - bVirtual
    let error = (a - aVirtual) + (b - bVirtual)
    return (sum, error)
}

/// Returns the rounded product and its exact round-off: `a * b == product + error` in real arithmetic.
@inline(__always)
func twoProduct(_ a: Double, _ b: Double) -> (product: Double, error: Double) {
    let product = a * b
    let error = (-product).addingProduct(a, b)
    return (product, error)
}

/// An exact sum of up to twelve doubles, held as a non-overlapping expansion on the stack.
struct ExactSum {
    /// The components, smallest magnitude first; only the first `count` are meaningful.
    private var components = InlineArray<12, Double>(repeating: 0)
    /// How many components are in use.
    private var count = 0

    /// Adds `value` exactly.
    ///
    /// - Precondition: at most twelve values are added in total (each adds at most one component).
    mutating func add(_ value: Double) {
        precondition(count < 12, "ExactSum holds at most twelve terms")
        var running = value
        var kept = 0
        for index in 0..<count {
            let (sum, error) = twoSum(running, components[index])
            running = sum
            if error != 0 {
                components[kept] = error
                kept += 1
            }
        }
        if running != 0 {
            components[kept] = running
            kept += 1
        }
        count = kept
    }

    /// Adds the exact product `a * b`.
    mutating func addProduct(_ a: Double, _ b: Double) {
        let (product, error) = twoProduct(a, b)
        add(error)
        add(product)
    }

    /// A double with the exact sign of the sum and roughly its magnitude (its largest component).
    var signedEstimate: Double {
        count == 0 ? 0 : components[count - 1]
    }
}
