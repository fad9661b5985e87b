// A radio group's keys, as native radio groups take them: the arrows move the choice
// itself (AppKit's radio buttons, a browser's radio group), wrapping at neither end.

/// What a radio group's keys do (``RadioGroup/keyBindings``); the raw values are the names
/// a keymap file uses in its `[radio]` scope.
public enum RadioGroupCommand: String, KeyCommand, CaseIterable {
    /// ↑ or ←: chooses the option before.
    case previous
    /// ↓ or →: chooses the option after.
    case next
    /// Home: chooses the first option.
    case first
    /// End: chooses the last option.
    case last
    /// Space or Enter: chooses the first option when none is chosen.
    case choose
}

extension RadioGroup {
    /// The keymap scope of a radio group's keys.
    public nonisolated static var keymapScope: String { "radio" }

    /// The arrows, Home and End choose; Space and Enter choose the first when none is.
    public nonisolated static var keyBindings: KeyBindings<RadioGroupCommand> {
        [
            KeyBinding(.previous, "up", "left", summary: "choose the option before", keysLabel: "↑ ←"),
            KeyBinding(.next, "down", "right", summary: "choose the option after", keysLabel: "↓ →"),
            KeyBinding(.first, "home", summary: "choose the first option"),
            KeyBinding(.last, "end", summary: "choose the last option"),
            KeyBinding(.choose, "space", "enter", summary: "choose an option when none is"),
        ]
    }

    /// Does `command`: at the first or last option an arrow does nothing (and is still
    /// taken, so it never moves something behind the focused group).
    func perform(_ command: RadioGroupCommand) {
        let current = selectedIndex
        switch command {
        case .previous: choose(current.map { max(0, $0 - 1) } ?? 0)
        case .next: choose(current.map { min(options.count - 1, $0 + 1) } ?? 0)
        case .first: choose(0)
        case .last: choose(options.count - 1)
        case .choose: if current == nil { choose(0) }
        }
    }

    /// Where each option's button starts, in the group's cells.
    func optionOrigins() -> [(x: Int, y: Int)] {
        var x = 0
        return options.enumerated().map { index, option in
            switch axis {
            case .vertical: return (0, index)
            case .horizontal:
                defer { x += Self.width(of: option) + Self.spacing }
                return (x, 0)
            }
        }
    }

    /// The option at `point` (its button or its title), or `nil`.
    ///
    /// - Complexity: O(*n*) for *n* options.
    func optionIndex(at point: Point) -> Int? {
        guard point.x >= 0, point.y >= 0, point.x.isFinite, point.y.isFinite else { return nil }
        let column = Int(point.x.rounded(.down))
        let row = Int(point.y.rounded(.down))
        let origins = optionOrigins()
        return origins.indices.first { index in
            let origin = origins[index]
            return row == origin.y && column >= origin.x && column < origin.x + Self.width(of: options[index])
        }
    }

    /// Columns an option takes: `(•) ` and its title.
    static func width(of option: ChoiceOption<Value>) -> Int { 4 + CharacterWidth.of(option.title) }
}
