extension DataSource {
    /// Sets the placeholders' four texts at once: AAPL's `noContentTitle`,
    /// `noContentMessage`, `errorTitle` and `errorMessage`, each `nil` unless given. A
    /// no-content title is what lets a data source show "Loading…" while it loads.
    ///
    /// ```swift
    /// sightings.setPlaceholders(noContent: "No Sightings", message: "Nobody has seen one yet.", error: "Unable To Load Sightings")
    /// ```
    public func setPlaceholders(noContent: String?, message: String? = nil, error: String?, errorMessage: String? = nil) {
        noContentTitle = noContent
        noContentMessage = message
        errorTitle = error
        self.errorMessage = errorMessage
    }
}
