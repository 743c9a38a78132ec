import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs of the built `imdf` binary the way an unlucky user or an attacker would: through `/bin/sh` with
/// redirections (a closed standard input, `/dev/full`, `ulimit -f`), or spawned directly while its own peak
/// resident memory is read from `/proc`, as `TrackMemoryEndToEndTests` does.
enum ChildProcess {
    typealias Result = EndToEndTests.Run

    /// Runs `script` with `/bin/sh -c`, `$IMDF` naming the built binary and `$SAMPLE` the sample venue folder,
    /// in `directory`.
    static func shell(_ script: String, in directory: URL) throws -> Result {
        let executable = try #require(EndToEndTests.executable)
        let environment = [
            "IMDF": executable.path, "SAMPLE": Samples.directory, "SAMPLE_ZIP": Samples.zip,
            "PATH": "/usr/bin:/bin",
        ]
        return try EndToEndTests.launch(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: environment, directory: directory)
    }

    /// Spawns `imdf arguments…` with standard input from `input` (or `/dev/null`) and both outputs discarded,
    /// and returns its exit status and peak resident memory (`VmHWM`) in KiB, read from `/proc` while it runs.
    static func peakMemory(_ arguments: [String], input: String = "/dev/null") throws -> (status: Int32, peakKiB: Int) {
        let executable = try #require(EndToEndTests.executable)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, &argv, environ)
        try #require(spawned == 0, "posix_spawn failed: \(spawned)")
        var peak = 0
        var status: Int32 = 0
        while true {
            if let reading = highWaterKiB(of: pid) { peak = max(peak, reading) }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0 && errno != EINTR { break }
            usleep(2_000)
        }
        // The exit code of a normal exit (WEXITSTATUS), or 128 + the signal.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, peak)
    }

    private static func highWaterKiB(of pid: pid_t) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
