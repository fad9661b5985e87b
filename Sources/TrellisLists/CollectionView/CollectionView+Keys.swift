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

    /// Lets the list take keys (``keyCommand(for:)``) when it has focus, through its own
    /// ``handleKey(_:)`` (``takesKeys``), and clicks on its section index, which jump to
    /// the clicked title's section (clicks on cells select their items in every list,
    /// handlesKeys or not). Keys it has no use for travel on up the responder chain, to
    /// the list's own `.key` handler first. It sets the index's `.click` handler.
    ///
    /// ```swift
    /// list.handlesKeys()
    /// app.focusedView = list
    /// ```
    public func handlesKeys() {
        takesKeys = true
        handlesSectionIndexClicks()
    }

    /// Lets a click on the section index jump to the clicked title's section, for a list
    /// whose keys its screen handles (``handlesKeys()`` does this too). It sets
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
