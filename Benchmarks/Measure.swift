/// Timing and allocation counting for a per-record task.
enum Measure {
    /// The median time per record over `runs` passes, after `warmups` passes.
    ///
    /// - Parameters:
    ///   - count: Records per pass (`body` gets 0..<count).
    ///   - body: Processes record `i` and returns a number folded into a checksum.
    /// - Returns: Nanoseconds per record (median) and the checksum of the last pass.
    static func nanoseconds(count: Int, warmups: Int = 1, runs: Int, _ body: (Int) -> Int) -> (median: Double, checksum: Int) {
        var times: [Double] = []
        var checksum = 0
        for pass in 0..<(warmups + runs) {
            var sum = 0
            let start = ContinuousClock.now
            for i in 0..<count { sum &+= body(i) }
            let elapsed = ContinuousClock.now - start
            checksum = sum
            if pass >= warmups {
                let (seconds, attoseconds) = elapsed.components
                times.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count))
            }
        }
        times.sort()
        return (times[times.count / 2], checksum)
    }

    /// Heap allocations per record, split by whether Yii2 found the record valid.
    struct Allocations {
        var perRecord: Double
        var perValid: Double
        var perInvalid: Double
        /// Per valid record that `filtered` does not mark (no filter rewrote a value).
        var perUnfilteredValid: Double
    }

    /// Counts allocations record by record (one pass, after one warm-up pass).
    ///
    /// - Parameters:
    ///   - valid: Whether each record is valid.
    ///   - filtered: Whether a filter rewrites a value of each record.
    ///   - body: Processes record `i`.
    static func allocations(valid: [Bool], filtered: [Bool], _ body: (Int) -> Int) -> Allocations {
        var sink = 0
        for i in valid.indices { sink &+= body(i) }
        var total = 0, inValid = 0, inUnfiltered = 0, validCount = 0, unfilteredCount = 0
        for i in valid.indices {
            let before = allocationCalls
            sink &+= body(i)
            let made = allocationCalls - before
            total += made
            if valid[i] {
                validCount += 1
                inValid += made
                if !filtered[i] { unfilteredCount += 1; inUnfiltered += made }
            }
        }
        if sink == .min { print(sink) }
        let invalidCount = valid.count - validCount
        return Allocations(
            perRecord: Double(total) / Double(max(valid.count, 1)),
            perValid: Double(inValid) / Double(max(validCount, 1)),
            perInvalid: Double(total - inValid) / Double(max(invalidCount, 1)),
            perUnfilteredValid: Double(inUnfiltered) / Double(max(unfilteredCount, 1))
        )
    }
}
