import Testing
import TrellisTestSupport
import TrellisViews

@testable import TrellisLists

/// After any sequence of expands, collapses and file-manager keys, the rows are exactly a
/// plain recursive flatten of the model (the roots, and under each expanded node its
/// children), and the focus is where a file manager puts it.
@MainActor
@Suite struct TreeViewPropertyTests {
    /// A random tree: up to four levels, two folders in three, some empty, every id unique.
    static func randomTree(_ random: inout SeededGenerator, prefix: String = "", depth: Int = 0) -> [FileNode] {
        (0..<Int.random(in: (depth == 0 ? 2 : 0)...4, using: &random)).map { index in
            let path = prefix + "n\(index)"
            guard depth < 3, Int.random(in: 0..<3, using: &random) > 0 else { return .file(path) }
            return .folder(path, randomTree(&random, prefix: path + "/", depth: depth + 1))
        }
    }

    /// The model: a plain recursive flatten.
    static func flatten(_ nodes: [FileNode], expanded: Set<String>) -> [String] {
        nodes.flatMap { node -> [String] in
            guard expanded.contains(node.id), case .folder(let children) = node.kind else { return [node.id] }
            return [node.id] + flatten(children, expanded: expanded)
        }
    }

    static func find(_ id: String, in nodes: [FileNode]) -> FileNode? {
        for node in nodes {
            if node.id == id { return node }
            if case .folder(let children) = node.kind, let found = find(id, in: children) { return found }
        }
        return nil
    }

    @Test("the rows equal a recursive flatten of the expanded model", arguments: Array(1...12) as [UInt64])
    func rowsMatchTheModel(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let roots = Self.randomTree(&random)
        let tree = TreeFixtures.tree(roots: roots, height: 6)
        var expanded: Set<String> = []
        var focused = roots[0].id
        for step in 0..<400 {
            let shown = Self.flatten(roots, expanded: expanded)
            let node = Self.find(focused, in: roots)!
            let isFolder = node.kind != .file
            let row = shown.firstIndex(of: focused)!
            switch Int.random(in: 0..<7, using: &random) {
            case 0:
                tree.send(TreeFixtures.key("down"))
                focused = shown[min(row + 1, shown.count - 1)]
            case 1:
                tree.send(TreeFixtures.key("up"))
                focused = shown[max(row - 1, 0)]
            case 2:
                tree.send(TreeFixtures.key("right"))
                if isFolder && !expanded.contains(focused) {
                    expanded.insert(focused)
                } else if isFolder, case .folder(let children) = node.kind, let first = children.first {
                    focused = first.id
                }
            case 3:
                tree.send(TreeFixtures.key("left"))
                if isFolder && expanded.contains(focused) {
                    expanded.remove(focused)
                } else if let slash = focused.lastIndex(of: "/") {
                    focused = String(focused[..<slash])
                }
            case 4:
                tree.send(TreeFixtures.key("enter"))
                if isFolder { expanded.formSymmetricDifference([focused]) }
            case 5:
                // Expand or collapse any shown node directly, as an app would.
                let target = shown.randomElement(using: &random)!
                let targetIsFolder = Self.find(target, in: roots)!.kind != .file
                if Bool.random(using: &random) {
                    tree.expand(target)
                    if targetIsFolder { expanded.insert(target) }
                } else {
                    tree.collapse(target)
                    expanded.remove(target)
                    // A collapse hides the focus: it goes to the collapsed ancestor.
                    if focused.hasPrefix(target + "/") { focused = target }
                }
            default:
                let jump = Int.random(in: 0..<shown.count, using: &random)
                tree.focusRow(jump)
                focused = shown[jump]
            }
            let want = Self.flatten(roots, expanded: expanded)
            #expect(TreeFixtures.shown(tree) == want, "seed \(seed), step \(step)")
            #expect(tree.focusedNode?.id == focused, "seed \(seed), step \(step)")
            #expect(tree.rows.allSatisfy { $0.depth == $0.node.id.filter { $0 == "/" }.count }, "seed \(seed), step \(step)")
            if TreeFixtures.shown(tree) != want || tree.focusedNode?.id != focused { return }
        }
    }
}
