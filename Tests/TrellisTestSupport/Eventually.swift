/// Waits until `condition` holds, polling on the caller's actor (the main actor in a view
/// or reactor test, none in an actor test), for at most `timeout`; returns whether it held.
///
/// The one waiting helper of every test target. A condition that holds returns at once, so
/// the generous default costs time only when a test is failing, and a loaded machine or
/// ThreadSanitizer (many times slower) never turns a correct run red. It is longer than a
/// whole parallel `swift test`: the main actor serves every view test of the run in turn,
/// so a wait that begins early can end only when most of the run has (each Cats shell test
/// took the run's whole 53 s on two cores; a CI run at 70 s timed a 60 s wait out). Tests that need time
/// itself to pass inject a clock instead of waiting.
public func eventually(
    timeout: Duration = .seconds(180), isolation: isolated (any Actor)? = #isolation, _ condition: () async -> Bool
) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    // Polls at once, then backs off from 1 ms to 32 ms: hundreds of tests wait at the same
    // time in a full run, and polling each every millisecond (a frame drawn per poll) kept
    // the main actor so busy that the waits themselves timed out.
    var pause = Duration.milliseconds(1)
    while await !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: pause)
        pause = min(pause * 2, .milliseconds(32))
    }
    return true
}
