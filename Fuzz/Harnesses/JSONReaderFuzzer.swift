// libFuzzer harness: the byte-level JSON reader.
//
// Any input must either parse or throw a `JSONSyntaxError`; a crash, hang or sanitizer report is a
// bug. When the input parses, writing the value and reading it back must give an equal value
// (the writer never produces text the reader rejects, and nothing is lost on the way).

import GeoJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let value = try? JSONReader().value(from: bytes) else { return 0 }
    let written: [UInt8]
    do {
        written = try JSONWriter().bytes(for: value)
    } catch {
        // Only a non-finite number (such as `1e999`) cannot be written; that is documented.
        return 0
    }
    do {
        let reread = try JSONReader().value(from: written)
        FuzzInput.require(reread == value, "JSON round trip changed the value")
    } catch {
        FuzzInput.fail("the reader rejected the writer's output: \(error)")
    }
    return 0
}
