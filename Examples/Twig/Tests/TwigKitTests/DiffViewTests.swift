import Testing
import Trellis
import TrellisTerminalTesting
import TwigKit

/// The diff view's cursor and folds, and the changed files read from a diff's lines.
@MainActor @Suite struct DiffViewTests {
    /// Two files: the first with two hunks, the second with one.
    static let diff: [DiffLine] = [
        DiffLine(.file, "diff --git a/a.txt b/a.txt"), DiffLine(.meta, "--- a/a.txt"), DiffLine(.meta, "+++ b/a.txt"),
        DiffLine(.hunk, "@@ -1,2 +1,2 @@"), DiffLine(.removed, "-x"), DiffLine(.added, "+y"),
        DiffLine(.hunk, "@@ -9 +9 @@"), DiffLine(.context, " z"),
        DiffLine(.file, "diff --git a/b c.txt b/b c.txt"), DiffLine(.hunk, "@@ -1 +1 @@"), DiffLine(.added, "+w"),
    ]

    func view(_ lines: [DiffLine] = diff, height: Double = 20) -> DiffView {
        let view = DiffView()
        view.frame = Rect(x: 0, y: 0, width: 60, height: height)
        view.setLines(lines)
        return view
    }

    @Test func aHunkFoldsToItsHeaderFromAnyOfItsLinesAndAFileFromItsFirstLine() {
        let view = view()
        #expect(view.toggleFold(atLine: 5))  // "+y": its hunk, at line 3
        #expect(view.folds == [3] && view.rowCount == 9 && view.line(atRow: 4).text == "@@ -9 +9 @@")
        #expect(view.cursorRow == 3, "the cursor goes to the folded line")
        #expect(view.row(ofLine: 4) == 3, "a hidden line's row is its fold's")
        #expect(view.toggleFold(atLine: 0))  // the first file, whole
        #expect(view.rowCount == 4 && view.line(atRow: 1).text.hasPrefix("diff --git a/b c.txt"))
        #expect(view.toggleFold(atLine: 0) && view.toggleFold(atLine: 3))
        #expect(view.folds.isEmpty && view.rowCount == Self.diff.count)
        #expect(!view.toggleFold(atLine: 99), "no line, no fold")
        #expect(!self.view([DiffLine(.context, "text of a file")]).toggleFold(atLine: 0), "a file's content has nothing to fold")
    }

    @Test func linesReadLaterIntoAFoldedHunkStayHidden() {
        let view = view(Array(Self.diff.prefix(6)))
        view.toggleFold(atLine: 3)
        view.append([DiffLine(.added, "+more"), DiffLine(.hunk, "@@ -9 +9 @@")])
        #expect(view.rowCount == 5 && view.line(atRow: 4).kind == .hunk, "\((0..<view.rowCount).map { view.line(atRow: $0).text })")
    }

    @Test func foldedRowsSayWhatTheyHideAndTheCursorMovesOverRows() {
        let view = view()
        let pilot = Pilot.testing(root: view, columns: 60, rows: 20)
        _ = view.becomeFocused()
        pilot.type("]")
        #expect(view.cursorRow == 8 && view.topLine == 0, "the whole diff fits: the cursor moves, the page stays")
        pilot.press(.up)
        pilot.press(.enter)
        #expect(view.folds == [6])
        #expect(pilot.screenLines[6].hasPrefix("@@ -9 +9 @@  ⋯ 1 lines folded"), "\(pilot.screenLines)")
        #expect(pilot.terminal.style(atColumn: 0, row: 6).reverse, "the cursor's row is reversed")
        #expect(
            view.accessibilityFocusDescription?.contains("line 7 of 11, folded, 1 lines") == true,
            "\(view.accessibilityFocusDescription ?? "")")
        pilot.stop()
    }

    @Test func aPageDownMovesTheCursorWithThePage() {
        let long = (0..<100).map { DiffLine(.context, "line \($0)") }
        let view = view(long, height: 10)
        let pilot = Pilot.testing(root: view, columns: 60, rows: 10)
        _ = view.becomeFocused()
        pilot.press(.pageDown)
        #expect(view.topLine == 10 && view.cursorRow == 10)
        pilot.press(.end)
        #expect(view.topLine == 90 && view.cursorRow == 99 && pilot.screenLines[9].hasPrefix("line 99"))
        pilot.stop()
    }

    @Test func theWheelScrollsAndKeepsTheCursorInViewEvenWithNoLines() {
        let long = (0..<100).map { DiffLine(.context, "line \($0)") }
        let view = view(long, height: 10)
        let pilot = Pilot.testing(root: view, columns: 60, rows: 10)
        pilot.scroll(3, x: 5, y: 5)
        #expect(view.topLine > 0 && view.cursorRow == view.topLine, "the cursor comes along to the first row in view")
        view.setLines([])
        pilot.scroll(3, x: 5, y: 5)
        #expect(view.topLine == 0 && view.cursorRow == 0, "an empty diff keeps its cursor on row 0, never -1")
        pilot.press(.down)
        pilot.stop()
    }

    @Test func changedFilesAreNamedFromTheirHeadersAndRenames() {
        #expect(ChangedFile.path(ofHeader: "diff --git a/src/a.txt b/src/a.txt") == "src/a.txt")
        #expect(ChangedFile.path(ofHeader: "diff --git a/b c.txt b/b c.txt") == "b c.txt", "a space is part of the name")
        #expect(ChangedFile.path(ofHeader: "diff --git a/a b/ b/a b/") == "a b/", "both halves agree")
        #expect(ChangedFile.path(ofHeader: "diff --git a/old.txt b/new.txt") == "new.txt")
        #expect(ChangedFile.path(ofHeader: "diff --cc merged.txt") == "merged.txt")
        var files: [ChangedFile] = []
        ChangedFile.add([DiffLine(.file, "diff --git a/x y b/z"), DiffLine(.meta, "similarity index 90%")], offset: 10, to: &files)
        ChangedFile.add([DiffLine(.meta, "rename from x y"), DiffLine(.meta, "rename to z w")], offset: 12, to: &files)
        #expect(files == [ChangedFile(path: "z w", line: 10)], "the rename's new name, read in the next part")
    }

    @Test func theTreeHoldsDirectoriesFirstAndKeepsAFileAndADirectoryOfOneName() {
        let tree = ChangedFileNode.tree(of: [
            ChangedFile(path: "z.txt", line: 0), ChangedFile(path: "src/b.txt", line: 5), ChangedFile(path: "src/a/c.txt", line: 9),
            ChangedFile(path: "docs", line: 12), ChangedFile(path: "docs/new.md", line: 20),
        ])
        #expect(tree.map(\.id) == ["docs/", "src/", "docs", "z.txt"])
        #expect(tree[1].children.map(\.id) == ["src/a/", "src/b.txt"] && tree[1].children[0].children.map(\.line) == [9])
        #expect(tree[2].line == 12 && !tree[2].isDirectory && tree[0].isDirectory)
    }
}
