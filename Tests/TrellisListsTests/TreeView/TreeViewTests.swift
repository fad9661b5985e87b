import Testing
import TrellisViews

@testable import TrellisLists

/// A tree moves like a file manager's: → expands or goes in, ← collapses or goes up, Enter
/// and Space toggle; it draws ▸/▾ and indents by depth; a screen reader hears each row.
@MainActor
@Suite struct TreeViewTests {
    @Test("→ expands a folder, then goes to its first child; ← collapses, then goes to the parent")
    func fileManagerKeys() {
        let tree = TreeFixtures.tree()
        #expect(TreeFixtures.shown(tree) == ["project", "notes.txt"])
        tree.send(TreeFixtures.key("right"))
        #expect(TreeFixtures.shown(tree) == ["project", "project/src", "project/docs", "project/remote", "project/README.md", "notes.txt"])
        #expect(tree.focusedNode?.id == "project")
        tree.send(TreeFixtures.key("right"))
        #expect(tree.focusedNode?.id == "project/src")
        tree.send(TreeFixtures.key("right"))
        tree.send(TreeFixtures.key("right"))
        #expect(tree.focusedNode?.id == "project/src/main.swift")
        #expect(tree.perform(.expandOrChild) == false)  // a file: nothing to expand
        tree.send(TreeFixtures.key("left"))
        #expect(tree.focusedNode?.id == "project/src")
        tree.send(TreeFixtures.key("left"))
        #expect(!tree.isExpanded("project/src") && tree.focusedNode?.id == "project/src")
        tree.send(TreeFixtures.key("left"))
        #expect(tree.focusedNode?.id == "project")
        #expect(tree.perform(.up) == false)
        tree.send(TreeFixtures.key("left"))
        #expect(TreeFixtures.shown(tree) == ["project", "notes.txt"])
        #expect(tree.perform(.collapseOrParent) == false)  // a collapsed root: nowhere to go
    }

    @Test("Enter and Space toggle a folder; Enter selects a file; collapsing keeps the focus on the nearest shown ancestor")
    func toggleAndSelect() {
        let tree = TreeFixtures.tree()
        var selected: [String] = []
        tree.onSelect = { selected.append($0.id) }
        tree.send(TreeFixtures.key("enter"))
        tree.send(TreeFixtures.key("down"))
        tree.send(TreeFixtures.key("space"))
        #expect(tree.isExpanded("project") && tree.isExpanded("project/src"))
        tree.send(TreeFixtures.key("down"))
        tree.send(TreeFixtures.key("space"))  // a file: Space does nothing
        tree.send(TreeFixtures.key("enter"))
        #expect(selected == ["project/src/main.swift"])
        tree.collapse("project")
        #expect(tree.focusedNode?.id == "project")
        tree.expand("project")  // src stayed expanded underneath
        #expect(TreeFixtures.shown(tree).contains("project/src/main.swift"))
    }

    @Test("Page Up/Down, Home and End move by pages and to the ends; the wheel scrolls without moving the focus")
    func pagesAndWheel() {
        let roots = (0..<30).map { FileNode.file("f\($0)") }
        let tree = TreeFixtures.tree(roots: roots, height: 5)
        tree.send(TreeFixtures.key("pagedown"))
        #expect(tree.focusedRow == 4 && tree.topRow == 0)
        tree.send(TreeFixtures.key("end"))
        #expect(tree.focusedRow == 29 && tree.topRow == 25)
        tree.send(TreeFixtures.key("pageup"))
        #expect(tree.focusedRow == 25)
        tree.send(TreeFixtures.key("home"))
        #expect(tree.focusedRow == 0 && tree.topRow == 0)
        tree.send(.scroll, 7)
        #expect(tree.topRow == 7 && tree.focusedRow == 0)
        tree.send(.scroll, Int.max)
        #expect(tree.topRow == 25)
    }

    @Test("rows are indented by depth with ▸/▾ in the disclosure style; a frame draws only the rows in view and flattens nothing")
    func drawing() {
        let tree = TreeFixtures.tree(height: 4)
        tree.expand("project")
        tree.expand("project/src")
        let rebuilds = tree.rebuildCount
        let drawn = DrawnView(tree, width: 40, height: 4)
        #expect(drawn.lines == ["▾ project", "  ▾ src", "      main.swift", "    ▸ util"])
        #expect(drawn.style(x: 2, y: 1) == tree.disclosureStyle)
        #expect(drawn.style(x: 20, y: 0) == tree.selectedRowStyle)  // the focused row, the table unfocused
        #expect(tree.drawnRowCount == 4 && tree.rebuildCount == rebuilds)
    }

    @Test("a click focuses a row and on ▸/▾ toggles it; clicks past the rows or from outside never trap")
    func clicks() {
        let tree = TreeFixtures.tree()
        #expect(tree.handleClick(at: Point(x: 0, y: 0)))
        #expect(tree.isExpanded("project"))
        #expect(tree.handleClick(at: Point(x: 6, y: 1)))  // src's title
        #expect(tree.focusedNode?.id == "project/src" && !tree.isExpanded("project/src"))
        #expect(tree.handleClick(at: Point(x: 2, y: 1)))  // src's ▸
        #expect(tree.isExpanded("project/src"))
        #expect(tree.handleClick(at: Point(x: 1, y: 1e300)))
        #expect(tree.handleClick(at: Point(x: .nan, y: 1)) == false)
        let empty = TreeFixtures.tree(roots: [])
        #expect(empty.focusedRow == nil && DrawnView(empty, width: 10, height: 2).lines == ["", ""])
        for command in TreeViewKeyCommand.allCases { #expect(empty.perform(command) == false) }
        #expect(empty.accessibilityFocusDescription == "Files tree, empty")
        #expect(empty.expand("nope") == false && empty.collapse("nope") == false && empty.toggle("nope") == false)
    }

    @Test("a screen reader hears the name, kind, state, level and place; expanding and collapsing are announced")
    func accessibility() {
        let tree = TreeFixtures.tree()
        let heard = Announcements(tree)
        tree.send(TreeFixtures.key("right"))
        #expect(heard.last == "project, expanded")
        tree.send(TreeFixtures.key("right"))
        #expect(heard.last == "src, folder, collapsed, level 2, 1 of 4")
        tree.send(TreeFixtures.key("right"))
        #expect(tree.accessibilityFocusDescription == "Files tree, src, folder, expanded, level 2, 1 of 4")
        tree.send(TreeFixtures.key("down"))
        #expect(heard.last == "main.swift, level 3, 1 of 2")
        tree.send(TreeFixtures.key("left"))
        tree.send(TreeFixtures.key("left"))
        #expect(heard.last == "src, collapsed")
        #expect(tree.declaredKeyBindings.allSatisfy { $0.scope == "tree" })
    }
}
