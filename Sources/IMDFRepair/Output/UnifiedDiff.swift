/// A unified diff of two versions of one file (`diff -u` format), for `imdf fix --dry-run`.
///
/// Lines are compared with Myers' O(*ND*) algorithm after the common prefix and suffix are set aside. A
/// middle part that needs more than ``maximumEdits`` line edits (thousands of reversed rings in a
/// pretty-printed file) is shown as one hunk that removes the old lines and adds the new ones, which is
/// still a correct diff, only not a minimal one.
public enum UnifiedDiff {
    /// The most line insertions plus deletions searched for before falling back to one replacing hunk.
    public static let maximumEdits = 1000

    /// The diff of `old` and `new`, with `context` unchanged lines around each change; empty when equal.
    ///
    /// - Parameters:
    ///   - old: The text before.
    ///   - new: The text after.
    ///   - context: How many unchanged lines to show around each change.
    ///   - oldName: The name on the `---` line, such as `a/unit.geojson`.
    ///   - newName: The name on the `+++` line.
    public static func diff(
        _ old: [UInt8], _ new: [UInt8], oldName: String, newName: String, context: Int = 3
    ) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let operations = editScript(a, b)
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Group operations into hunks: runs of changes with at most 2·context equal lines between them.
        var index = 0
        while index < operations.count {
            guard operations[index] != .equal else {
                index += 1
                continue
            }
            var start = index
            var unchangedBefore = 0
            while start > 0, operations[start - 1] == .equal, unchangedBefore < context {
                start -= 1
                unchangedBefore += 1
            }
            var end = index
            while end < operations.count {
                if operations[end] != .equal {
                    end += 1
                    continue
                }
                var run = end
                while run < operations.count, operations[run] == .equal { run += 1 }
                if run == operations.count || run - end > 2 * context {
                    end = min(run, end + context)
                    break
                }
                end = run
            }
            // Line numbers where the hunk starts.
            var oldLine = 0
            var newLine = 0
            for operation in operations[..<start] {
                if operation != .insert { oldLine += 1 }
                if operation != .delete { newLine += 1 }
            }
            var body = ""
            var oldCount = 0
            var newCount = 0
            for operation in operations[start..<end] {
                switch operation {
                case .equal:
                    body += " " + text(a[oldLine + oldCount]) + "\n"
                    oldCount += 1
                    newCount += 1
                case .delete:
                    body += "-" + text(a[oldLine + oldCount]) + "\n"
                    oldCount += 1
                case .insert:
                    body += "+" + text(b[newLine + newCount]) + "\n"
                    newCount += 1
                }
            }
            output += "@@ -\(range(oldLine, oldCount)) +\(range(newLine, newCount)) @@\n" + body
            index = end
        }
        if old.last != 0x0A || new.last != 0x0A { output += "\\ No newline at end of file\n" }
        return output
    }

    enum Operation: Equatable { case equal, delete, insert }

    static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    static func text(_ line: ArraySlice<UInt8>) -> String {
        var line = line
        if line.last == 0x0D { line = line.dropLast() }
        return String(decoding: line, as: UTF8.self)
    }

    /// The lines without their `\n`.
    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { result.removeLast() }
        return result
    }

    /// The operations turning `a` into `b`: equal, delete and insert, in order.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        let middle =
            myers(middleA, middleB)
            ?? Array(repeating: .delete, count: middleA.count) + Array(repeating: .insert, count: middleB.count)
        return Array(repeating: .equal, count: prefix) + middle + Array(repeating: .equal, count: suffix)
    }

    /// Myers' shortest edit script, or `nil` when it needs more than ``maximumEdits`` edits.
    static func myers(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Operation]? {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var v = Array(repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = true
                    break search
                }
            }
        }
        guard found else { return nil }
        // Walk back through the saved frontiers.
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.equal)
                x -= 1
                y -= 1
            }
            if d > 0 { operations.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return operations.reversed()
    }
}
