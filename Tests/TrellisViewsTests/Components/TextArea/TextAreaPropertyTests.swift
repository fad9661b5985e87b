import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Random storms of typing, deleting, pasting, moving, selecting, undoing and redoing,
/// applied to a text area and to ``TextAreaModel``: after every step both hold the same
/// text, cursor and selection, and the changes the area reported, applied one by one,
/// make its text. A failure names its seed and step.
@MainActor
@Suite("TextArea against a model")
struct TextAreaPropertyTests {
    enum Step: CustomStringConvertible {
        case type(Character)
        case newLine
        case paste(String)
        case backspace, delete
        case move(TextArea.Motion, extending: Bool)
        case selectAll, undo, redo

        var description: String {
            switch self {
            case .type(let character): "type \(character.debugDescription)"
            case .paste(let text): "paste \(text.debugDescription)"
            case let .move(motion, extending): "\(extending ? "select" : "move") \(motion)"
            case .newLine: "new line"
            case .backspace: "backspace"
            case .delete: "delete"
            case .selectAll: "select all"
            case .undo: "undo"
            case .redo: "redo"
            }
        }
    }

    static let characters: [Character] = ["a", "b", "c", " ", " ", "猫", "e\u{301}", "👍🏽"]
    static let pastes = ["xy", "line\r\nnext", "\ttab", "\u{7}", "", "one two\nthree", "猫\n"]
    static let motions: [TextArea.Motion] = [
        .left, .right, .up, .down, .rowStart, .rowEnd, .wordBackward, .wordForward, .documentStart, .documentEnd,
    ]

    static func randomStep(using random: inout SeededGenerator) -> Step {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: .type(characters.randomElement(using: &random) ?? "a")
        case 40..<44: .newLine
        case 44..<48: .paste(pastes.randomElement(using: &random) ?? "")
        case 48..<56: .backspace
        case 56..<60: .delete
        case 60..<84: .move(motions.randomElement(using: &random) ?? .left, extending: Bool.random(using: &random))
        case 84..<86: .selectAll
        case 86..<94: .undo
        default: .redo
        }
    }

    func apply(_ step: Step, to area: TextArea, and model: inout TextAreaModel) {
        switch step {
        case .type(let character):
            area.typeText(String(character))
            model.type(character)
        case .newLine:
            area.press("enter")
            model.newLine()
        case .paste(let text):
            _ = area.handlePaste(text)
            model.paste(text)
        case .backspace:
            area.press("backspace")
            model.backspace()
        case .delete:
            area.press("delete")
            model.deleteForward()
        case let .move(motion, extending):
            area.move(motion, extendingSelection: extending)
            model.move(motion, extending: extending)
        case .selectAll:
            area.press("alt+a")
            model.selectAll()
        case .undo:
            area.press("ctrl+z")
            model.undo()
        case .redo:
            area.press("ctrl+y")
            model.redo()
        }
    }

    @Test("a text area and the model agree on text, cursor and selection after every step", arguments: 0..<40)
    func agreesWithTheModel(run: Int) {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let area = makeTextArea(width: 1000, height: 5)
        var model = TextAreaModel()
        var steps: [Step] = []
        // The text rebuilt from the reported changes alone, as a consumer keeping a copy does.
        var mirror = ""
        area.onChange = { mirror = $0.applied(to: mirror) }
        for count in 1...250 {
            let step = Self.randomStep(using: &random)
            steps.append(step)
            apply(step, to: area, and: &model)
            let selected = model.selection.map { String(model.characters[$0]) } ?? ""
            if area.text != model.text || area.cursor != model.location || area.selectedText != selected || mirror != area.text {
                Issue.record(
                    """
                    seed \(seed): differs after \(count) steps (the last: \(step))
                    area:  \(area.text.debugDescription) cursor \(area.cursor) selected \(area.selectedText.debugDescription)
                    model: \(model.text.debugDescription) cursor \(model.location) selected \(selected.debugDescription)
                    from the changes: \(mirror.debugDescription)
                    steps: \(steps.suffix(12).map(\.description).joined(separator: "; "))
                    """)
                return
            }
        }
    }
}
