import Testing

@testable import TrellisViews

/// The builder's control flow: `if`/`else`, `switch`, `for … in`, optionals and arrays,
/// flattened in order.
@MainActor
@Suite struct StackBuilderTests {
    enum Mode { case compact, full }

    func keys(_ stack: VStack) -> [String] { stack.arrangedSubviews.map { $0.key ?? "?" } }

    func make(showsNote: Bool, mode: Mode, fields: [String], footer: View?) -> VStack {
        VStack {
            Box(1, 1, key: "title")
            if showsNote {
                Box(1, 1, key: "note")
            }
            if mode == .full {
                Box(1, 1, key: "full")
            } else {
                Box(1, 1, key: "compact")
            }
            switch mode {
            case .compact: Box(1, 1, key: "switch-compact")
            case .full: Box(1, 1, key: "switch-full")
            }
            for field in fields { Box(1, 1, key: field) }
            footer
            [Box(1, 1, key: "x"), Box(1, 1, key: "y")]
        }
    }

    @Test("every branch, loop pass, optional and array lands in order")
    func controlFlow() {
        let full = make(showsNote: true, mode: .full, fields: ["a", "b"], footer: Box(1, 1, key: "footer"))
        #expect(keys(full) == ["title", "note", "full", "switch-full", "a", "b", "footer", "x", "y"])
        let compact = make(showsNote: false, mode: .compact, fields: [], footer: nil)
        #expect(keys(compact) == ["title", "compact", "switch-compact", "x", "y"])
    }

    @Test("an HStack takes the same builder")
    func row() {
        let flag = Bool.random()
        let row = HStack {
            Box(1, 1, key: "a")
            if flag { Spacer() }
            Box(1, 1, key: "b")
        }
        #expect(row.arrangedSubviews.count == (flag ? 3 : 2))
    }
}
