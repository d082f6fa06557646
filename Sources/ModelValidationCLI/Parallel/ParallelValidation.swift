import ModelValidation

/// `validate --jobs N` for N > 1: records are gathered into chunks in input order, the chunks
/// are parsed, validated and rendered by a ``WorkerPool``, and their output is written in input
/// order, so the output is byte for byte what one job writes.
///
/// Memory stays bounded, whatever the input's size: at most ``maxChunksPerWorker`` chunks per
/// busy worker are out at a time, and no more than ``maxBytesPerWorker`` bytes of records per
/// busy worker (a chunk bigger than that, holding one huge record, waits until every earlier
/// chunk is written). Workers are busy up to the number of processors: more jobs than
/// processors take turns on them, so chunks kept out for every job only waited in memory (the
/// reader runs ahead of the workers until the limit stops it: with 256 jobs on two processors,
/// 768 chunks and about 160 MB, reached at about 400,000 records).
final class ParallelValidation: RecordConsumer {
    /// A chunk closes at this many records...
    static let recordsPerChunk = 512
    /// ...or at this many bytes of records.
    static let bytesPerChunk = 256 << 10
    static let maxChunksPerWorker = 3
    static let maxBytesPerWorker = 3 * bytesPerChunk

    /// Consecutive records of the input, copied out of the read buffer.
    struct Chunk: Sendable {
        /// Where a record starts: its file as a position in ``files``, so that the records do
        /// not each hold the file's name (a string whose reference count the threads would
        /// share).
        struct Location: Sendable {
            var file: Int
            var line: Int
            var index: Int?
            var column: Int
        }

        enum Item: Sendable {
            case bytes(Range<Int>, Location, spansLines: Bool)
            case unreadable(String, Location)
        }

        /// The number of records before this chunk's first.
        var firstRecord: Int
        /// The names of the files the records come from.
        var files: [String] = []
        var bytes: [UInt8] = []
        var items: [Item] = []

        /// `location` with its file as a position in ``files``.
        mutating func location(_ location: RecordLocation) -> Location {
            if files.last != location.file { files.append(location.file) }
            return Location(file: files.count - 1, line: location.line, index: location.index, column: location.column)
        }

        /// Adds the record of `event` (its bytes copied); returns whether the chunk is full.
        mutating func add(_ event: RecordEvent) -> Bool {
            switch event {
            case .bytes(let record, let location, let spansLines):
                let start = bytes.count
                bytes.append(contentsOf: record)
                items.append(.bytes(start..<bytes.count, self.location(location), spansLines: spansLines))
            case .unreadable(let reason, let location):
                items.append(.unreadable(reason, self.location(location)))
            }
            return items.count >= ParallelValidation.recordsPerChunk || bytes.count >= ParallelValidation.bytesPerChunk
        }
    }

    /// A chunk's rendered output and counts.
    struct Output: Sendable {
        var bytes: [UInt8]
        var totals: ReportTotals
    }

    private let pool: WorkerPool<Chunk, Output>
    private let stdout: OutputSink
    private let maxChunks: Int
    private let maxBytes: Int
    private var current: Chunk
    /// Tickets and record bytes of the chunks submitted and not yet written, oldest first.
    private var pending: [(ticket: Int, bytes: Int)] = []
    private var pendingBytes = 0
    private var records = 0
    private let onProgress: (_ records: Int, _ bytesRead: Int) -> Void
    /// The counts of everything written so far.
    private(set) var totals = ReportTotals()
    /// The most chunks, and record bytes, that were out at once.
    private(set) var peakChunksOut = 0
    private(set) var peakBytesOut = 0

    /// Starts the workers.
    ///
    /// - Parameters:
    ///   - jobs: The worker threads to start.
    ///   - processors: The processors the workers can run on at once (by default those online,
    ///     at most 256); chunks are kept out for no more workers than that.
    ///   - makeProcessor: Called once by each worker for a processor of its own. Workers that
    ///     share nothing (not even the schema's rule objects) do not contend for the same
    ///     reference counts, which would cost each record the round trips of those counts
    ///     between processors.
    /// - Returns: `nil` when no worker thread could be started.
    init?(jobs: Int, processors: Int = ValidateCommand.defaultJobs,
          makeProcessor: @escaping @Sendable () -> RecordProcessor, format: ReportFormat, summaryOnly: Bool,
          stdout: OutputSink, onProgress: @escaping (_ records: Int, _ bytesRead: Int) -> Void) {
        guard let pool = WorkerPool<Chunk, Output>(workers: jobs, makeWork: {
            let processor = makeProcessor()
            // The size of this worker's last output: the next one is reserved at it. Grown from
            // empty, a chunk's output was copied at every doubling (and, past the allocator's
            // threshold for mapping pages, its pages faulted in again each time): about 1,100
            // instructions a record in `memcpy`, which one job, reusing its buffer, never paid.
            var lastOutputSize = 0
            return { chunk in
                let output = Self.validate(chunk, processor: processor, format: format, summaryOnly: summaryOnly,
                                           reserving: Self.outputReserve(after: lastOutputSize))
                lastOutputSize = output.bytes.count
                return output
            }
        }) else { return nil }
        self.pool = pool
        self.stdout = stdout
        self.onProgress = onProgress
        let busyWorkers = max(1, min(pool.workers, processors))
        maxChunks = Self.maxChunksPerWorker * busyWorkers
        maxBytes = Self.maxBytesPerWorker * busyWorkers
        current = Chunk(firstRecord: 0)
    }

    /// The most output bytes reserved for a chunk ahead: a chunk whose records write more grows
    /// its buffer as it goes, and one huge output does not make every later one that large.
    static let maxOutputReserve = 4 * bytesPerChunk

    /// The bytes to reserve for a chunk's output when the worker's last one took `lastSize`:
    /// an eighth more, so that a chunk writing a little more than the last does not double its
    /// buffer for the last few lines.
    static func outputReserve(after lastSize: Int) -> Int {
        min(lastSize + lastSize / 8, maxOutputReserve)
    }

    /// What a worker does with a chunk, its output reserved at `reserving` bytes.
    static func validate(_ chunk: Chunk, processor: RecordProcessor, format: ReportFormat, summaryOnly: Bool,
                         reserving: Int) -> Output {
        // The chunk's records go through one model (see `RecordProcessor`).
        var processor = processor
        var report = ValidationReport(format: format, summaryOnly: summaryOnly, firstRecord: chunk.firstRecord)
        report.output.reserveCapacity(reserving)
        // This worker's own copies of the names.
        let files = chunk.files.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        func location(_ at: Chunk.Location) -> RecordLocation {
            RecordLocation(file: files[at.file], line: at.line, index: at.index, column: at.column)
        }
        chunk.bytes.withUnsafeBytes { raw in
            for item in chunk.items {
                switch item {
                case .bytes(let range, let at, let spansLines):
                    processor.process(.bytes(UnsafeRawBufferPointer(rebasing: raw[range]), location(at), spansLines: spansLines), into: &report)
                case .unreadable(let reason, let at):
                    processor.process(.unreadable(reason, location(at)), into: &report)
                }
            }
        }
        return Output(bytes: report.output, totals: report.totals)
    }

    func consume(_ event: RecordEvent) {
        records += 1
        // One access to the chunk per record: each access to a property of this class is
        // checked for exclusivity at run time, and four of them cost the reading thread about
        // 300 instructions a record, which it takes from the workers on a machine with as many
        // cores as jobs.
        if current.add(event) { submit() }
    }

    func progress(records: Int, bytesRead: Int) {
        onProgress(records, bytesRead)
    }

    /// Hands the current chunk to the workers, first writing the oldest chunks' output while
    /// too much is out.
    private func submit() {
        guard !current.items.isEmpty else { return }
        let size = current.bytes.count
        while !pending.isEmpty, pending.count >= maxChunks || pendingBytes + size > maxBytes {
            writeOldest()
        }
        pending.append((pool.submit(current), size))
        pendingBytes += size
        peakChunksOut = max(peakChunksOut, pending.count)
        peakBytesOut = max(peakBytesOut, pendingBytes)
        let count = current.items.count
        current = Chunk(firstRecord: records)
        current.bytes.reserveCapacity(min(size, Self.bytesPerChunk))
        // (A chunk closes at `recordsPerChunk` records: the last one's count is no more.)
        current.items.reserveCapacity(count)
    }

    private func writeOldest() {
        let (ticket, size) = pending.removeFirst()
        pendingBytes -= size
        let output = pool.result(ticket)
        stdout.write(output.bytes)
        totals.merge(output.totals)
    }

    /// Validates what is left, writes every chunk's output in order and stops the workers.
    /// Call it once, also when reading failed, so that what was read is written.
    func finish() {
        submit()
        while !pending.isEmpty { writeOldest() }
        pool.shutdown()
    }
}
