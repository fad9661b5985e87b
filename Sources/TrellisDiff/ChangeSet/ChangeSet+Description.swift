extension ChangeSet: CustomStringConvertible {
    /// One readable line: `ChangeSet(delete [3]; insert [0, 7]; move [5→1]; update [2→3])`,
    /// or `ChangeSet(no changes)`. Empty kinds are left out.
    public var description: String {
        var parts: [String] = []
        if !deletes.isEmpty { parts.append("delete " + list(deletes.map { "\($0)" })) }
        if !inserts.isEmpty { parts.append("insert " + list(inserts.map { "\($0)" })) }
        if !moves.isEmpty { parts.append("move " + list(moves.map { "\($0.from)→\($0.to)" })) }
        if !updates.isEmpty { parts.append("update " + list(updates.map { "\($0.old)→\($0.new)" })) }
        return "ChangeSet(" + (parts.isEmpty ? "no changes" : parts.joined(separator: "; ")) + ")"
    }

    private func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }
}

extension ChangeSet.Move: CustomStringConvertible {
    /// `from→to`.
    public var description: String { "\(from)→\(to)" }
}

extension ChangeSet.Update: CustomStringConvertible {
    /// `old→new`.
    public var description: String { "\(old)→\(new)" }
}
