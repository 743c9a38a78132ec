import Synchronization

/// A one-line progress indicator on standard error (`decoding files 12/16`, `running rules 31/55`), for work
/// long enough to leave a user wondering.
///
/// Shown only when standard error is a terminal, the output format is text and `--quiet` was not given
/// (``isShown(standardErrorIsTerminal:format:quiet:)``): never into a pipe or a file, never with JSON, SARIF or
/// GitHub output. Nothing appears during the first half second (``delay``), so quick runs stay silent; after
/// that the line is redrawn at most every tenth of a second (``interval``) with a carriage return, and
/// ``finish()`` erases it, so the findings that follow start on a clean line.
///
/// Updates may come from any thread (files are decoded and rules run concurrently); drawing is serialised.
final class ProgressLine: Sendable {
    /// How long work runs before the line first appears.
    static let delay = Duration.milliseconds(500)
    /// The least time between two redraws.
    static let interval = Duration.milliseconds(100)

    /// Whether a command shows progress.
    ///
    /// - Parameters:
    ///   - standardErrorIsTerminal: Whether standard error is a terminal.
    ///   - format: The output format.
    ///   - quiet: Whether `--quiet` was given.
    static func isShown(standardErrorIsTerminal: Bool, format: FindingFormat, quiet: Bool) -> Bool {
        standardErrorIsTerminal && format == .text && !quiet
    }

    private struct State {
        var lastDrawn: ContinuousClock.Instant?
        var isVisible = false
        var isFinished = false
    }

    private let state = Mutex(State())
    private let started: ContinuousClock.Instant
    private let clock: @Sendable () -> ContinuousClock.Instant
    private let draw: (@Sendable (String) -> Void)?

    /// A line drawn with `draw` (which receives the escape sequences as well), or none when `draw` is `nil`.
    ///
    /// - Parameter clock: The time now; tests pass their own.
    init(draw: (@Sendable (String) -> Void)?, clock: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.draw = draw
        self.clock = clock
        started = clock()
    }

    /// No progress line.
    static let hidden = ProgressLine(draw: nil)

    /// The progress line of a command: drawn on standard error when ``isShown(standardErrorIsTerminal:format:quiet:)``
    /// says so and standard error is the process's own descriptor.
    static func standardError(of context: CommandContext, format: FindingFormat, quiet: Bool) -> ProgressLine {
        guard isShown(standardErrorIsTerminal: context.standardError.isTerminal, format: format, quiet: quiet),
            let output = context.standardError.output as? FileDescriptorOutput
        else { return .hidden }
        output.flush()
        let descriptor = output.fileDescriptor
        return ProgressLine(draw: { FileDescriptorOutput.writeUnbuffered($0, to: descriptor) })
    }

    /// Shows `message` (`running rules 31/55`) if the delay has passed and the last redraw is old enough.
    func update(_ message: @autoclosure () -> String) {
        guard let draw else { return }
        let now = clock()
        state.withLock { state in
            guard !state.isFinished, now - started >= Self.delay else { return }
            if let last = state.lastDrawn, now - last < Self.interval { return }
            state.lastDrawn = now
            state.isVisible = true
            draw("\r\u{1B}[K" + message())
        }
    }

    /// Erases the line, if it was drawn, so that a message can be written on standard error; the next update
    /// draws it again.
    func clear() {
        guard let draw else { return }
        state.withLock { state in
            if state.isVisible { draw("\r\u{1B}[K") }
            state.isVisible = false
            state.lastDrawn = nil
        }
    }

    /// Erases the line, if it was drawn; later updates draw nothing.
    func finish() {
        guard let draw else { return }
        state.withLock { state in
            if state.isVisible { draw("\r\u{1B}[K") }
            state.isVisible = false
            state.isFinished = true
        }
    }
}
