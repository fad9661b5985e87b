import TrellisData

/// When a stored list is too old to show without asking the server again: TrellisData's
/// `Staleness` (Facebook's `isDataStale`), its policy set by `cats --stale-after` and its
/// clock the app's; tests pass their own `now`.
public typealias CatsStaleness = Staleness
