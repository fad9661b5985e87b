extension Container: CustomStringConvertible {
    /// A readable dump of what is registered and in which scope, in registration order:
    ///
    /// ```
    /// Container (3 registrations)
    ///   Database                          app
    ///   CatStore                          session
    ///   CatDetail (argument: Int)         transient
    /// ```
    public var registrationsDescription: String {
        let width = (providers.map(\.label.count).max() ?? 0) + 2
        var lines = [
            "Container (\(providers.count) registration\(providers.count == 1 ? "" : "s"))"
                + (parentDescription.map { ", child of \($0)" } ?? "")
        ]
        for provider in providers {
            let padding = String(repeating: " ", count: width - provider.label.count)
            lines.append("  \(provider.label)\(padding)\(provider.scope)")
        }
        return lines.joined(separator: "\n")
    }

    public var description: String { registrationsDescription }
}
