/// Plain PHP 8.2 (`json_decode` and `if`s) end to end, the figure the end-to-end path is held
/// against: 3.7 µs a record, timed on the machine of `../shared/bench/README.md` beside the
/// shared yardstick. PHP does not run here, so its time at the speed of a run is estimated
/// from the yardstick, which does: on that machine, PHP took ``timeOverYardstick`` of the
/// yardstick's end-to-end (`dict`, `JSONSerialization`) time.
///
/// The estimate assumes that PHP and the yardstick slow down and speed up together with the
/// machine; it is no measurement of PHP.
///
/// ```swift
/// // JSONSerialization + byte-level checks took 9,688 ns in the run's passes, and 0.991× the
/// // yardstick's time in their own turns: the yardstick, 9,776 ns; PHP, about 5,822 ns.
/// PlainPHP.estimatedNanoseconds(serialization: 9_688, serializationOverYardstick: 0.991)
/// ```
public enum PlainPHP {
    /// PHP's end-to-end time a record on the machine of the shared figures (3,716 to 3,766 ns).
    public static let nanoseconds = 3_700.0

    /// PHP's time over the yardstick's end-to-end time on that machine: the middles of the two
    /// ranges measured side by side, 3,741 ns (3,716–3,766) against 6,281.5 ns (6,198–6,365).
    public static let timeOverYardstick = 3_741.0 / 6_281.5

    /// PHP's estimated time a record at the speed of a run.
    ///
    /// - Parameters:
    ///   - serialization: This run's `JSONSerialization` baseline (`honestSerialization`), ns a
    ///     record, timed in the same passes as the end-to-end path.
    ///   - serializationOverYardstick: That baseline's time over the yardstick's, measured taking
    ///     turns with it in the same run.
    public static func estimatedNanoseconds(serialization: Double, serializationOverYardstick: Double) -> Double {
        serialization / serializationOverYardstick * timeOverYardstick
    }
}
