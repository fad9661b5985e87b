import TrellisViews

extension CollectionView {
    /// What a key asks of a list, in any host (a terminal, a browser tab).
    public enum KeyCommand: Hashable, Sendable {
        /// Move keyboard focus.
        case moveFocus(FocusMove)
        /// Select the focused item: its tap, then navigate action.
        case select
        /// Press the focused item's detail accessory (`ⓘ`): its detail action.
        case showDetail
        /// Jump to the section index title starting with this character.
        case jumpToIndexTitle(Character)
    }

    /// The command `event` asks for, or `nil`:
    ///
    /// | key | command |
    /// |---|---|
    /// | ↑ ↓ ← →, Page Up/Down, Home, End | move focus |
    /// | Enter | select |
    /// | `i` | the detail accessory |
    /// | Alt-*letter* | jump to the index title starting with *letter* |
    public static func keyCommand(for event: KeyEvent) -> KeyCommand? {
        switch (event.key, event.modifiers) {
        case (.up, []): .moveFocus(.up)
        case (.down, []): .moveFocus(.down)
        case (.left, []): .moveFocus(.left)
        case (.right, []): .moveFocus(.right)
        case (.pageUp, []): .moveFocus(.pageUp)
        case (.pageDown, []): .moveFocus(.pageDown)
        case (.home, []): .moveFocus(.home)
        case (.end, []): .moveFocus(.end)
        case (.enter, []): .select
        case (.character("i"), []): .showDetail
        case (.character(let character), .alt): .jumpToIndexTitle(character)
        default: nil
        }
    }

    /// Does what `command` asks. Returns whether the list used it: an arrow with nowhere
    /// to go (← in the first column, ↑ on the first row), a detail key on an item with no
    /// detail action, or a letter no index title starts with, is not used, so the key
    /// travels on up the responder chain as tvOS's focus engine lets an unhandled move go.
    @discardableResult
    public func perform(_ command: KeyCommand) -> Bool {
        switch command {
        case .moveFocus(let move):
            let moved = moveFocus(move)
            switch move {
            case .up, .down, .left, .right: return moved
            case .pageUp, .pageDown, .home, .end: return true
            }
        case .select: selectFocusedItem()
        case .showDetail: return showDetailOfFocusedItem()
        case .jumpToIndexTitle(let character): return jumpToSectionIndexTitle(startingWith: character)
        }
        return true
    }

    /// Lets the list take keys (``keyCommand(for:)``) when it has focus, declared as its
    /// ``keyBindings`` (scope ``keymapScope``, so help and hints list them and a keymap
    /// rebinds them; ``takesKeys``), and clicks on its section index, which jump to the
    /// clicked title's section (clicks on cells select their items in every list,
    /// handlesKeys or not). Keys it has no use for travel on up the responder chain, to
    /// the list's own `.key` handler first. It sets the index's `.click` handler.
    ///
    /// ```swift
    /// list.handlesKeys(selecting: "open the breed")
    /// app.focusedView = list
    /// ```
    ///
    /// - Parameters:
    ///   - summary: What Enter does, as help says it ("open" by default).
    ///   - hint: What the hint line says Enter does ("open" by default).
    public func handlesKeys(selecting summary: String = "open", hint: String = "open") {
        guard !takesKeys else { return }
        takesKeys = true
        handlesSectionIndexClicks()
        let applies: @MainActor (ListKeyCommand) -> Bool = { [unowned self] command in
            switch command {
            case .move, .page, .ends, .select: true
            case .detail:
                focusedPath.flatMap { dataSource.shownItem(at: $0) }.map { actions?.accessory(for: $0) == .detailButton } ?? false
            case .jump: sectionIndex != nil
            }
        }
        bindKeys(Self.keyBindings.describing(.select, as: summary, hint: hint), scope: Self.keymapScope, when: applies) {
            [unowned self] command, event in
            // The moves take the keys they name; a keymap may give select and detail others.
            let asked = Self.keyCommand(for: event) ?? (command == .select ? .select : command == .detail ? .showDetail : nil)
            return asked.map { perform($0) } ?? false
        }
    }

    /// The keymap scope of a list's own keys.
    public nonisolated static let keymapScope = "list"

    /// A list's own keys as help lists them, each group one command: what ``handlesKeys(selecting:hint:)``
    /// declares. The key pressed picks the move (``keyCommand(for:)``), so a keymap's
    /// `[list]` scope may take keys from the moves, and give `select` and `detail` others.
    public nonisolated static let keyBindings: KeyBindings<ListKeyCommand> = [
        KeyBinding(.move, "up", "down", "left", "right", summary: "move"),
        KeyBinding(.page, "pageup", "pagedown", summary: "a page up, down"),
        KeyBinding(.ends, "home", "end", summary: "the first, the last"),
        KeyBinding(.select, "enter", summary: "open", showsInHints: true),
        KeyBinding(.detail, "i", summary: "the item's details (ⓘ)"),
        KeyBinding(
            .jump, keys: "abcdefghijklmnopqrstuvwxyz".map { KeyEvent(.character($0), modifiers: .alt) },
            "jump to the index's letter", keysLabel: "Alt-A–Z"),
    ]
}

extension CollectionView {

    /// Lets a click on the section index jump to the clicked title's section, for a list
    /// whose keys its screen handles (``handlesKeys(selecting:hint:)`` does this too). It sets
    /// the index's `.click` handler.
    ///
    /// ```swift
    /// list.handlesSectionIndexClicks()   // the screen's own key handler calls jumpToSectionIndexTitle(startingWith:)
    /// ```
    public func handlesSectionIndexClicks() {
        sectionIndexView.onAction(.click) { [weak self] (point: Point) -> Bool in
            guard let self,
                let title = self.sectionIndexView.titleIndex(atRow: Int(point.y.rounded(.down)))
            else { return false }
            self.jumpToSectionIndexTitle(at: title)
            return true
        }
    }
}

/// The commands of a list's own keys (``CollectionView/keyBindings``); the raw values are
/// the names a keymap file uses in its `[list]` scope.
public enum ListKeyCommand: String, TrellisViews.KeyCommand, CaseIterable {
    /// ↑ ↓ ← →: focus the next item that way.
    case move
    /// Page Up, Page Down.
    case page
    /// Home, End.
    case ends
    /// Enter: select the focused item.
    case select
    /// `i`: the focused item's detail accessory.
    case detail
    /// Alt-letter: the section index's jump.
    case jump
}
