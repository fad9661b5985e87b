/// Two sides of a case that must compute the same thing did not: the run fails with a
/// non-zero exit, naming the suite, the case and what differed (never a printed warning
/// that a smoke run passes over).
struct Disagreement: Error, CustomStringConvertible {
    var suite: String
    var caseName: String
    var detail: String

    var description: String { "trellis-bench: suite \(suite), case \(caseName): the sides disagree: \(detail)" }
}

/// Throws ``Disagreement`` unless `condition` holds: the agreement check a suite runs on
/// its inputs before timing them.
func requireAgreement(_ condition: Bool, suite: String, case caseName: String, _ detail: @autoclosure () -> String) throws {
    guard condition else { throw Disagreement(suite: suite, caseName: caseName, detail: detail()) }
}

/// Any other error a suite threw, with the suite and the case it came from (`nil` while
/// the suite was building its inputs).
struct SuiteFailure: Error, CustomStringConvertible {
    var suite: String
    var caseName: String?
    var underlying: any Error

    var description: String {
        "trellis-bench: suite \(suite), \(caseName.map { "case \($0)" } ?? "building its inputs"): \(underlying)"
    }
}
