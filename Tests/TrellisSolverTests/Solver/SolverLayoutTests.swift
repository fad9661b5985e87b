import Testing

@testable import TrellisSolver

/// The benchmark's UI shape at a small size: rows of views laid out left to right,
/// each row inside a container whose width is an edit variable.
@Suite("Solver: UI-shaped layouts")
struct SolverLayoutTests {
    struct View {
        let left: Variable, width: Variable, top: Variable, height: Variable
        init(_ name: String) {
            left = Variable("\(name).left")
            width = Variable("\(name).width")
            top = Variable("\(name).top")
            height = Variable("\(name).height")
        }
        var right: LinearExpression { left + width }
    }

    static func layout(rows: Int, columns: Int, container: Variable) -> (views: [[View]], constraints: [Constraint]) {
        var views: [[View]] = []
        var constraints: [Constraint] = []
        for row in 0..<rows {
            var line: [View] = []
            for column in 0..<columns {
                let view = View("r\(row)c\(column)")
                constraints.append(column == 0 ? view.left == 8 : view.left == line[column - 1].right + 8)
                constraints.append(view.width >= 20)
                constraints.append((view.width == 100) ~ .strong)
                constraints.append(view.top == Double(row * 40))
                constraints.append((view.height == 30) ~ .medium)
                line.append(view)
            }
            constraints.append(line[columns - 1].right + 8 <= container)
            views.append(line)
        }
        return (views, constraints)
    }

    @Test(arguments: [false, true])
    func rowsKeepTheirWidthsWhenThereIsRoom(batch: Bool) throws {
        let container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: Strength(strong: 999, medium: 0, weak: 0))
        let (views, constraints) = Self.layout(rows: 3, columns: 4, container: container)
        if batch {
            try solver.add(contentsOf: constraints)
        } else {
            for constraint in constraints { try solver.add(constraint) }
        }
        try solver.suggestValue(1000, for: container)
        solver.updateVariables()
        solver.checkInvariants()
        for (row, line) in views.enumerated() {
            for (column, view) in line.enumerated() {
                #expect(close(solver[view.left], 8 + Double(column) * 108))
                #expect(close(solver[view.width], 100))
                #expect(close(solver[view.top], Double(row) * 40))
                #expect(close(solver[view.height], 30))
            }
        }
        #expect(close(solver[container], 1000))
    }

    @Test func squeezingSharesTheShortfallAndStopsAtMinimumWidths() throws {
        let container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: Strength(strong: 999, medium: 0, weak: 0))
        let (views, constraints) = Self.layout(rows: 1, columns: 5, container: container)
        try solver.add(contentsOf: constraints)
        let line = views[0]
        // Natural width: 8 + 5·100 + 4·8 + 8 = 548.
        for target in stride(from: 600.0, through: 100, by: -25) {
            try solver.suggestValue(target, for: container)
            solver.updateVariables()
            let widths = line.map { solver[$0.width] }
            let total = widths.reduce(0, +)
            let expected = Swift.min(500, Swift.max(100, target - 48))
            #expect(close(total, expected), "container \(target)")
            #expect(widths.allSatisfy { $0 >= 20 - 1e-9 })
            #expect(close(solver[container], Swift.max(target, 148)))
            solver.checkInvariants()
        }
    }

    @Test func chainSqueezeKeepsEveryRequiredConstraint() throws {
        let container = Variable("container")
        var solver = Solver()
        try solver.addEditVariable(container, strength: Strength(strong: 999, medium: 0, weak: 0))
        let (_, constraints) = Self.layout(rows: 1, columns: 40, container: container)
        try solver.add(contentsOf: constraints)
        for target in stride(from: 4400.0, through: 500, by: -300) {
            try solver.suggestValue(target, for: container)
            solver.updateVariables()
            for constraint in constraints where constraint.strength.isRequired {
                #expect(constraint.isSatisfied { solver[$0] })
            }
        }
        solver.checkInvariants()
    }
}
