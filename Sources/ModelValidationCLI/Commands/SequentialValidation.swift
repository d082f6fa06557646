/// `validate --jobs 1`: each record is parsed, validated and rendered as it is read, on the
/// calling thread.
struct SequentialValidation: RecordConsumer {
    var processor: RecordProcessor
    var report: ValidationReport
    let stdout: OutputSink
    let onProgress: (_ records: Int, _ bytesRead: Int) -> Void

    mutating func consume(_ event: RecordEvent) {
        processor.process(event, into: &report)
        if report.output.count >= 1 << 16 { flush() }
    }

    func progress(records: Int, bytesRead: Int) {
        onProgress(records, bytesRead)
    }

    /// Writes what is rendered so far.
    mutating func flush() {
        stdout.write(report.output)
        report.output.removeAll(keepingCapacity: true)
    }
}
