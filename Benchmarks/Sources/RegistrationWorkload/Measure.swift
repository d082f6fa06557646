/// Timing and allocation counting for a per-record task.
package enum Measure {
    /// The median time per record over `runs` passes, after `warmups` passes.
    ///
    /// - Parameters:
    ///   - count: Records per pass (`body` gets 0..<count).
    ///   - body: Processes record `i` and returns a number folded into a checksum.
    /// - Returns: Nanoseconds per record (median) and the checksum of the last pass.
    package static func nanoseconds(count: Int, warmups: Int = 1, runs: Int, _ body: (Int) -> Int) -> (median: Double, checksum: Int) {
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
    package struct Allocations: Sendable {
        /// Per record.
        package var perRecord: Double
        /// Per record Yii found valid.
        package var perValid: Double
        /// Per record Yii found invalid.
        package var perInvalid: Double
        /// Per valid record that `filtered` does not mark (no filter rewrote a value).
        package var perUnfilteredValid: Double

        /// Creates counts from their four figures.
        package init(perRecord: Double, perValid: Double, perInvalid: Double, perUnfilteredValid: Double) {
            self.perRecord = perRecord
            self.perValid = perValid
            self.perInvalid = perInvalid
            self.perUnfilteredValid = perUnfilteredValid
        }
    }

    /// Counts allocations record by record (one pass, after one warm-up pass).
    ///
    /// - Parameters:
    ///   - valid: Whether each record is valid.
    ///   - filtered: Whether a filter rewrites a value of each record.
    ///   - count: Reads the allocation calls counted so far (see ``AllocationCounter``).
    ///   - body: Processes record `i`.
    package static func allocations(valid: [Bool], filtered: [Bool], count allocationCalls: () -> Int, _ body: (Int) -> Int) -> Allocations {
        var sink = 0
        for i in valid.indices { sink &+= body(i) }
        var total = 0, inValid = 0, inUnfiltered = 0, validCount = 0, unfilteredCount = 0
        for i in valid.indices {
            let before = allocationCalls()
            sink &+= body(i)
            let made = allocationCalls() - before
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
