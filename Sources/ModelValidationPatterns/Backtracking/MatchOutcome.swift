/// How a search ended.
enum MatchOutcome: Sendable, Equatable {
    case matched
    case notMatched
    /// The backtracking matcher ran out of steps before deciding (see
    /// ``PCREPattern/backtrackingStepLimit``); `preg_match` fails the same way at
    /// `pcre.backtrack_limit`.
    case stepLimitReached
}
