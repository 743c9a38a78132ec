// libFuzzer harness: the `imdf` argument parser and commands, run in-process.
//
// The input is split at NUL and newline bytes into arguments. Arguments that could name a file
// outside the working directory, or standard input (`-`), are redirected under a directory that
// does not exist, so a command can neither block on input nor write anywhere harmful; run.sh runs
// this harness in a scratch directory. `IMDFCommand.run` must return an exit status, never exit
// or trap.

import IMDFCommandLine

private let sandbox = "/nonexistent-imdf-fuzz/"

private func sandboxed(_ argument: String) -> String {
    if argument == "-" { return sandbox + "stdin" }
    if let equals = argument.firstIndex(of: "="), argument.hasPrefix("-") {
        let value = argument[argument.index(after: equals)...]
        return String(argument[...equals]) + sandboxed(String(value))
    }
    if argument.contains("/") || argument.hasPrefix("~") { return sandbox + argument }
    return argument
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let arguments = bytes.split(omittingEmptySubsequences: false) { $0 == 0 || $0 == 10 }
        .map { sandboxed(String(decoding: $0, as: UTF8.self)) }
    let output = StringOutput()
    let errors = StringOutput()
    let status = IMDFCommand.run(arguments: arguments, environment: [:], standardOutput: output, standardError: errors)
    FuzzInput.require([0, 1, 64, 65, 66, 74].contains(status), "unexpected exit status \(status)")
    return 0
}
