import Testing
import TrellisViews

/// A view that can take focus and records what the engine told it.
@MainActor
final class FocusProbe: View {
    var updates: [(previous: View?, next: View?)] = []

    override var canBecomeFocused: Bool { true }

    override func didUpdateFocus(_ update: FocusUpdate) {
        updates.append((update.previouslyFocusedView, update.nextFocusedView))
    }
}

/// A container that cannot take focus and records the changes it heard, by key.
@MainActor
final class FocusListener: View {
    var heard: [String] = []

    override func didUpdateFocus(_ update: FocusUpdate) {
        heard.append("\(update.previouslyFocusedView?.key ?? "-")→\(update.nextFocusedView?.key ?? "-")")
    }
}

@MainActor
func probe(_ key: String, x: Double, y: Double, width: Double = 4, height: Double = 1, in parent: View) -> FocusProbe {
    let view = FocusProbe(frame: Rect(x: x, y: y, width: width, height: height))
    view.key = key
    parent.addSubview(view)
    return view
}

/// Every focus move of `engine` from its focused view, `count` times, as keys.
@MainActor
func walk(_ engine: FocusEngine, _ direction: FocusDirection, _ count: Int) -> [String] {
    (0..<count).map { _ in
        engine.moveFocus(direction)
        return engine.focusedView?.key ?? "nil"
    }
}

@MainActor
@Suite struct FocusEngineTests {
    @Test func tabFollowsReadingOrderAndWrapsBothWays() {
        // given: views placed out of tree order, one nested in a plain container
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let right = probe("right", x: 20, y: 0, in: root)
        _ = probe("below", x: 0, y: 5, in: root)
        let box = View(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        root.addSubview(box)
        _ = probe("left", x: 1, y: 0, in: box)
        _ = probe("plain", x: 0, y: 2, in: root).key
        let engine = FocusEngine(root: root)
        // then
        #expect(engine.focusChain(in: root).compactMap(\.key) == ["left", "right", "plain", "below"])
        #expect(walk(engine, .next, 5) == ["left", "right", "plain", "below", "left"])
        #expect(walk(engine, .previous, 2) == ["below", "plain"])
        #expect(right.hasFocus == false)
    }

    @Test func hiddenViewsViewsUnderHiddenOnesAndEmptyOnesAreSkipped() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        _ = probe("a", x: 0, y: 0, in: root)
        probe("hidden", x: 0, y: 1, in: root).isHidden = true
        let folder = View(frame: Rect(x: 0, y: 2, width: 10, height: 2))
        root.addSubview(folder)
        _ = probe("underHidden", x: 0, y: 0, in: folder)
        folder.isHidden = true
        _ = probe("empty", x: 0, y: 5, width: 0, in: root)
        _ = probe("b", x: 0, y: 6, in: root)
        let plain = View(frame: Rect(x: 0, y: 7, width: 4, height: 1))
        root.addSubview(plain)
        let engine = FocusEngine(root: root)
        #expect(engine.focusChain(in: root).compactMap(\.key) == ["a", "b"])
        folder.isHidden = false
        #expect(engine.focusChain(in: root).compactMap(\.key) == ["a", "underHidden", "b"])
    }

    @Test func aViewsNextFocusViewAndAContainersFocusOrderOverrideReadingOrder() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let a = probe("a", x: 0, y: 0, in: root)
        _ = probe("b", x: 0, y: 1, in: root)
        let c = probe("c", x: 0, y: 2, in: root)
        let engine = FocusEngine(root: root)
        a.nextFocusView = c  // AppKit's nextKeyView: a → c, and back from c to a
        engine.focus(a)
        #expect(walk(engine, .next, 3) == ["c", "a", "c"])
        #expect(walk(engine, .previous, 1) == ["a"])
        // A container lists its children: its own order inside it, where it reads.
        a.nextFocusView = nil
        let form = View(frame: Rect(x: 0, y: 5, width: 40, height: 3))
        root.addSubview(form)
        let first = probe("first", x: 0, y: 0, in: form)
        let second = probe("second", x: 0, y: 2, in: form)
        _ = probe("unlisted", x: 0, y: 1, in: form)
        form.focusOrder = [second, first]
        #expect(engine.focusChain(in: root).compactMap(\.key) == ["a", "b", "c", "second", "first", "unlisted"])
    }

    @Test func aPresentedScopeKeepsTabInsideUntilDismissedThenFocusGoesBack() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let below = probe("below", x: 0, y: 0, in: root)
        _ = probe("other", x: 0, y: 1, in: root)
        let dialog = View(frame: Rect(x: 5, y: 3, width: 20, height: 4))
        root.addSubview(dialog)
        let ok = probe("ok", x: 0, y: 0, in: dialog)
        _ = probe("cancel", x: 8, y: 0, in: dialog)
        let engine = FocusEngine(root: root)
        engine.focus(below)
        engine.presentScope(dialog, focus: ok)
        #expect(walk(engine, .next, 3) == ["cancel", "ok", "cancel"])
        #expect(walk(engine, .previous, 2) == ["ok", "cancel"])
        #expect(engine.focus(containing: below) == nil, "a click below a presented scope focuses nothing")
        engine.dismissScope(dialog)
        #expect(engine.focusedView === below)
        #expect(walk(engine, .next, 2) == ["other", "ok"])
    }

    @Test func aViewMarkedAsAScopeKeepsTabInsideWhileFocusIsInIt() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        _ = probe("outside", x: 0, y: 0, in: root)
        let sheet = View(frame: Rect(x: 0, y: 2, width: 40, height: 4))
        sheet.isFocusScope = true
        root.addSubview(sheet)
        let field = probe("field", x: 0, y: 0, in: sheet)
        _ = probe("button", x: 0, y: 1, in: sheet)
        let engine = FocusEngine(root: root)
        engine.focus(field)
        #expect(walk(engine, .next, 3) == ["button", "field", "button"])
    }

    @Test func handingOverRemembersEachScreensFocusAndAPreferredViewWins() {
        let list = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        _ = probe("search", x: 0, y: 0, in: list)
        let rows = probe("rows", x: 0, y: 1, in: list)
        let detail = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let back = probe("back", x: 0, y: 0, in: detail)
        let engine = FocusEngine(root: list)
        engine.focus(rows)
        engine.root = detail
        #expect(engine.handOver(from: list, to: detail, preferring: nil, fallback: detail) === detail)
        engine.focus(back)
        engine.root = list
        engine.handOver(from: detail, to: list, preferring: nil)
        #expect(engine.focusedView === rows, "a pop gives back the focus the screen had")
        engine.handOver(from: list, to: detail, preferring: detail)
        #expect(engine.focusedView === detail, "the focus asked for wins over the remembered")
        #expect(engine.rememberedFocus(in: list) === rows)
    }

    @Test func handingOverBelowAPresentedScopeChangesWhatItGivesBack() {
        let first = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let second = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let target = probe("target", x: 0, y: 0, in: second)
        let overlay = probe("overlay", x: 0, y: 0, in: View())
        let engine = FocusEngine(root: first)
        engine.presentScope(overlay)
        engine.handOver(from: first, to: second, preferring: target)
        #expect(engine.focusedView === overlay)
        engine.dismissScope(overlay)
        #expect(engine.focusedView === target)
    }

    @Test func focusingTellsBothViewsAndTheHostAndAClickFocusesTheNearestFocusableAncestor() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let a = probe("a", x: 0, y: 0, width: 10, height: 3, in: root)
        let inner = View(frame: Rect(x: 1, y: 1, width: 2, height: 1))
        a.addSubview(inner)
        let b = probe("b", x: 0, y: 5, in: root)
        let engine = FocusEngine(root: root)
        var changes: [String] = []
        engine.onFocusChange = { update in
            changes.append("\(update.previouslyFocusedView?.key ?? "-")→\(update.nextFocusedView?.key ?? "-")")
        }
        #expect(engine.focus(containing: inner) === a)
        engine.focus(b)
        engine.focus(b)  // again: nothing
        #expect(changes == ["-→a", "a→b"])
        #expect(!a.hasFocus && b.hasFocus)
        #expect(a.updates.count == 2 && b.updates.count == 1)
        #expect(a.updates.last?.next === b && b.updates.last?.previous === a)
        #expect(engine.focus(containing: root) == nil, "a click on nothing focusable leaves focus")
        #expect(engine.focusedView === b)
    }

    @Test func withNothingFocusableTabDoesNothing() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        root.addSubview(View(frame: Rect(x: 0, y: 0, width: 3, height: 1)))
        let engine = FocusEngine(root: root)
        #expect(!engine.moveFocus(.next))
        #expect(engine.focusedView == nil)
        let only = probe("only", x: 0, y: 0, in: root)
        #expect(engine.moveFocus(.previous))
        #expect(!engine.moveFocus(.next), "the only focusable view keeps focus")
        #expect(engine.focusedView === only)
    }

    @Test func everyViewContainingEitherViewHearsTheChangeOnceOutwardFromEach() {
        let root = FocusListener(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        root.key = "root"
        let form = FocusListener(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        let row = FocusListener(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let other = FocusListener(frame: Rect(x: 0, y: 6, width: 20, height: 3))
        root.addSubview(form)
        form.addSubview(row)
        root.addSubview(other)
        let a = probe("a", x: 0, y: 0, in: row)
        let b = probe("b", x: 0, y: 0, in: other)
        let engine = FocusEngine(root: root)
        engine.focus(a)
        #expect(row.heard == ["-→a"] && form.heard == ["-→a"] && root.heard == ["-→a"])
        #expect(other.heard.isEmpty, "a view containing neither hears nothing")
        engine.focus(b)
        #expect(row.heard == ["-→a", "a→b"] && other.heard == ["a→b"])
        #expect(root.heard == ["-→a", "a→b"], "the root contains both and hears the change once")
        engine.focus(nil)
        #expect(other.heard == ["a→b", "b→-"] && row.heard.count == 2)
    }

    @Test func aFocusChangeMarksTheViewThatLostItAndTheOneThatGainedItAlone() {
        // given three focusable views, drawn
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let (a, b, c) = (probe("a", x: 0, y: 0, in: root), probe("b", x: 5, y: 0, in: root), probe("c", x: 10, y: 0, in: root))
        let engine = FocusEngine(root: root)
        engine.focus(a)
        for view in [root, a, b, c] {
            view.markDisplayed()
            view.clearSubtreeNeedsDisplay()
        }

        // when focus moves from a to b
        engine.focus(b)

        // then both are drawn again (either may draw itself by `hasFocus`), c is not
        #expect(a.needsDisplay && b.needsDisplay && !c.needsDisplay)
        #expect(root.subtreeNeedsDisplay && !root.needsDisplay)
    }
}
