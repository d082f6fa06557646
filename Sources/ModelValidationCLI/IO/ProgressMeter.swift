/// Progress of a long `validate` run on standard error: records done, records per second and,
/// when the input size is known, the percentage read.
///
/// It writes only when standard error is a terminal and the input is large (unknown in size, or
/// at least ``largeInput`` bytes), and only after the first second, so short runs and
/// redirected runs stay silent.
final class ProgressMeter {
    /// Inputs at least this large (in bytes) get progress.
    static let largeInput = 32 << 20
    private let sink: OutputSink
    private let isEnabled: Bool
    private let totalBytes: Int?
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var nextUpdate: ContinuousClock.Instant
    private var bytesOfFinishedInputs = 0
    private var calls = 0
    private var hasShown = false

    /// Creates a meter writing to `sink`.
    ///
    /// - Parameters:
    ///   - sink: Standard error.
    ///   - totalBytes: The size of all inputs, when every size is known.
    init(sink: OutputSink, totalBytes: Int?) {
        self.sink = sink
        self.totalBytes = totalBytes
        isEnabled = sink.isTerminal && (totalBytes ?? Int.max) >= Self.largeInput
        started = clock.now
        nextUpdate = started + .seconds(1)
    }

    /// Notes progress; redraws at most twice a second.
    func update(records: Int, bytesRead: Int) {
        guard isEnabled else { return }
        calls += 1
        guard calls & 1023 == 0 else { return }
        let now = clock.now
        guard now >= nextUpdate else { return }
        nextUpdate = now + .milliseconds(500)
        let seconds = Double((now - started).components.seconds) + Double((now - started).components.attoseconds) / 1e18
        var line = "\r\u{1B}[K\(records) records, \(Int(Double(records) / max(seconds, 0.001))) records/s"
        if let totalBytes, totalBytes > 0 {
            line += ", \(min(100, (bytesOfFinishedInputs + bytesRead) * 100 / totalBytes))%"
        }
        sink.write(line)
        sink.flush()
        hasShown = true
    }

    /// Notes that an input of `bytes` bytes was read to its end.
    func finishInput(bytes: Int) { bytesOfFinishedInputs += bytes }

    /// Clears the progress line.
    func finish() {
        guard hasShown else { return }
        sink.write("\r\u{1B}[K")
        sink.flush()
    }
}
