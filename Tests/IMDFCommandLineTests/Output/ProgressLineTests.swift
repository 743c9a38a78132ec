import Synchronization
import Testing

@testable import IMDFCommandLine

/// The progress line: when it is shown at all, the delay, the throttle, and erasing it.
@Suite struct ProgressLineTests {
    @Test func shownOnlyOnATerminalWithTextAndWithoutQuiet() {
        #expect(ProgressLine.isShown(standardErrorIsTerminal: true, format: .text, quiet: false))
        #expect(!ProgressLine.isShown(standardErrorIsTerminal: false, format: .text, quiet: false))
        for format in [FindingFormat.json, .sarif, .github] {
            #expect(!ProgressLine.isShown(standardErrorIsTerminal: true, format: format, quiet: false))
        }
        #expect(!ProgressLine.isShown(standardErrorIsTerminal: true, format: .text, quiet: true))
    }

    /// A clock the test moves by hand.
    final class ManualClock: Sendable {
        let now = Mutex(ContinuousClock.now)
        func advance(_ duration: Duration) { now.withLock { $0 += duration } }
        func read() -> ContinuousClock.Instant { now.withLock { $0 } }
    }

    @Test func silentForHalfASecondThenThrottledThenErased() {
        let clock = ManualClock()
        let drawn = Mutex<[String]>([])
        let line = ProgressLine(draw: { text in drawn.withLock { $0.append(text) } }, clock: { clock.read() })
        line.update("a")
        clock.advance(.milliseconds(400))
        line.update("b")
        #expect(drawn.withLock { $0 }.isEmpty)
        clock.advance(.milliseconds(150))
        line.update("c")
        clock.advance(.milliseconds(50))
        line.update("d")
        clock.advance(.milliseconds(60))
        line.update("e")
        line.finish()
        line.update("f")
        line.finish()
        #expect(drawn.withLock { $0 } == ["\r\u{1B}[Kc", "\r\u{1B}[Ke", "\r\u{1B}[K"])
    }

    @Test func aQuickRunDrawsNothingAtAll() {
        let drawn = Mutex<[String]>([])
        let line = ProgressLine(draw: { text in drawn.withLock { $0.append(text) } })
        line.update("running rules 1/2")
        line.finish()
        #expect(drawn.withLock { $0 }.isEmpty)
    }

    @Test func neverIntoACapturedStream() {
        // In-process runs write to strings, not to a terminal's descriptor: no escape sequence reaches them.
        let output = StringOutput(isTerminal: true)
        let error = StringOutput(isTerminal: true)
        _ = IMDFCommand.run(arguments: ["validate", Samples.mistakes], standardOutput: output, standardError: error)
        #expect(!error.text.contains("\r"))
    }
}

extension ProgressLineTests {
    @Test func clearingErasesAndTheNextUpdateDrawsAgain() {
        let clock = ManualClock()
        let drawn = Mutex<[String]>([])
        let line = ProgressLine(draw: { text in drawn.withLock { $0.append(text) } }, clock: { clock.read() })
        clock.advance(.seconds(1))
        line.update("a")
        line.clear()
        line.update("b")
        line.clear()
        line.clear()
        #expect(drawn.withLock { $0 } == ["\r\u{1B}[Ka", "\r\u{1B}[K", "\r\u{1B}[Kb", "\r\u{1B}[K"])
    }
}
