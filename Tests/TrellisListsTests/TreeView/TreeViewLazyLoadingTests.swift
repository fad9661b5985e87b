import Testing
import TrellisViews

@testable import TrellisLists

/// A lazy folder loads its children through AAPL's state machine on first expand: "Loading…"
/// on its row meanwhile, its error on its row after a failure, and a retry that works. The
/// loader is the test's; loads run when the test drains the ManualScheduler.
@MainActor
@Suite struct TreeViewLazyLoadingTests {
    /// The tree with project expanded and the focus on project/remote.
    func treeOnRemote() -> (TreeView<FileNode>, ManualLoader, ManualScheduler, Announcements) {
        let loader = ManualLoader()
        let scheduler = ManualScheduler()
        let tree = TreeFixtures.tree(loader: loader, scheduler: scheduler)
        let heard = Announcements(tree)
        tree.expand("project")
        tree.focusRow(3)
        #expect(tree.focusedNode?.id == "project/remote")
        return (tree, loader, scheduler, heard)
    }

    @Test("expanding loads once at the end of the turn, shows Loading… on the node, then the children")
    func loadSucceeds() {
        let (tree, loader, scheduler, heard) = treeOnRemote()
        tree.send(TreeFixtures.key("right"))
        tree.send(TreeFixtures.key("enter"))  // collapses it again…
        tree.send(TreeFixtures.key("enter"))  // …and expands: still one load
        #expect(loader.requests.isEmpty)
        scheduler.runPending()
        #expect(loader.requests.count == 1 && tree.loadState(of: "project/remote") == .loadingContent)
        var drawn = DrawnView(tree, width: 40, height: 10)
        #expect(drawn.lines[3] == "  ▾ remote  ⠋ Loading…")
        #expect(tree.isAnimating)
        #expect(tree.accessibilityFocusDescription == "Files tree, remote, folder, expanded, loading, level 2, 3 of 4")

        loader.requests[0].done(.success([.file("project/remote/a.txt"), .file("project/remote/b.txt")]))
        #expect(tree.loadState(of: "project/remote") == .contentLoaded)
        #expect(TreeFixtures.shown(tree)[4...5] == ["project/remote/a.txt", "project/remote/b.txt"])
        #expect(heard.last == "remote, 2 items loaded")
        drawn = DrawnView(tree, width: 40, height: 10)
        #expect(drawn.lines[3] == "  ▾ remote" && drawn.lines[4] == "      a.txt")
        #expect(!tree.isAnimating)
        // Collapsing and expanding again does not load again.
        tree.collapse("project/remote")
        tree.expand("project/remote")
        scheduler.runPending()
        #expect(loader.requests.count == 1)
    }

    @Test("a failed load shows its error on the node; r (or → again) retries; a late answer to the failed load is dropped")
    func loadFailsThenRetries() {
        let (tree, loader, scheduler, heard) = treeOnRemote()
        tree.send(TreeFixtures.key("right"))
        scheduler.runPending()
        loader.requests[0].done(.failure(ServerDown()))
        #expect(tree.loadState(of: "project/remote") == .error)
        #expect(heard.last == "remote, failed to load: server down")
        let drawn = DrawnView(tree, width: 60, height: 10)
        #expect(drawn.lines[3] == "  ▾ remote  ⚠ server down (r to retry)")
        #expect(drawn.style(x: 12, y: 3) == tree.errorStyle.merged(over: tree.selectedRowStyle))
        #expect(tree.accessibilityFocusDescription!.contains("failed to load"))

        tree.send(TreeFixtures.key("r"))
        scheduler.runPending()
        #expect(loader.requests.count == 2 && tree.loadState(of: "project/remote")?.isLoading == true)
        loader.requests[0].done(.success([.file("project/remote/stale.txt")]))  // answered twice, late: dropped
        loader.requests[1].done(.success([]))
        #expect(tree.loadState(of: "project/remote") == .noContent)
        #expect(!TreeFixtures.shown(tree).contains("project/remote/stale.txt"))
        #expect(heard.last == "remote, 0 items loaded")
        #expect(tree.perform(.retry) == false)  // nothing failed now

        // → on a failed, expanded folder retries too.
        let (other, otherLoader, otherScheduler, _) = treeOnRemote()
        other.send(TreeFixtures.key("right"))
        otherScheduler.runPending()
        otherLoader.requests[0].done(.failure(ServerDown()))
        other.send(TreeFixtures.key("right"))
        otherScheduler.runPending()
        #expect(otherLoader.requests.count == 2)
        otherLoader.requests[1].done(.success([.file("project/remote/ok.txt")]))
        #expect(TreeFixtures.shown(other).contains("project/remote/ok.txt"))
    }
}
