import TrellisDiff
@_exported import TrellisTestSupport

/// A list element: identity plus content, so tests can make updates and duplicates.
struct Row: Identifiable, Equatable, Hashable, CustomStringConvertible {
    var id: String
    var content: Int = 0

    var description: String { content == 0 ? id : "\(id)\(content)" }
}

/// A section model: identity plus a title that can change.
struct Header: Identifiable, Equatable, Hashable, CustomStringConvertible {
    var id: Int
    var title: String = ""

    var description: String { "§\(id)\(title)" }
}

func rows(_ text: String) -> [Row] { text.map { Row(id: String($0)) } }

/// Brute-force longest strictly increasing subsequence length, O(n²).
func bruteForceLISLength(_ values: [Int]) -> Int {
    guard !values.isEmpty else { return 0 }
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max()!
}

/// The pairing the diff promises, computed the slow, obvious way: the k-th occurrence of
/// an identity in `old` pairs with its k-th occurrence in `new`. Returns, for each new
/// position, its partner's old position or nil.
func bruteForcePairing<ID: Hashable>(old: [ID], new: [ID]) -> [Int?] {
    var seenNew: [ID: Int] = [:]
    return new.map { id in
        let occurrence = seenNew[id, default: 0]
        seenNew[id] = occurrence + 1
        let positions = old.indices.filter { old[$0] == id }
        return occurrence < positions.count ? positions[occurrence] : nil
    }
}

/// Checks what every change set promises about its shape: lists sorted, no position twice.
func shapeProblems<Index>(_ changes: ChangeSet<Index>) -> [String] {
    var problems: [String] = []
    func increasing(_ values: [Index], _ name: String) {
        if zip(values, values.dropFirst()).contains(where: { $0 >= $1 }) { problems.append("\(name) not strictly ascending") }
    }
    increasing(changes.deletes, "deletes")
    increasing(changes.inserts, "inserts")
    increasing(changes.moves.map(\.to), "moves by target")
    increasing(changes.updates.map(\.old), "updates by old")
    if !Set(changes.deletes).isDisjoint(with: changes.moves.map(\.from)) { problems.append("a delete is also moved") }
    if !Set(changes.inserts).isDisjoint(with: changes.moves.map(\.to)) { problems.append("an insert is also a move target") }
    return problems
}
