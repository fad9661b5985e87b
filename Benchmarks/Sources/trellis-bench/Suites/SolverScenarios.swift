import TrellisSolver

/// The systems the `solver` suite measures, built the same way on both sides: the
/// Trellis side here, the kiwi side by `SolverPeer`'s Python script from the same
/// parameters (and, for enaml, the same constraint text).
enum SolverScenario {
    /// kiwi's `enaml_like_benchmark`: a form of 35 variables and 111 constraints with
    /// two strong edit variables (`width`, `height`), transcribed term by term.
    /// One line per constraint: `coefficient*variable … relation constant strength`.
    static let enamlSpecification = """
        1*left >= -0 required
        1*height == -0 medium
        1*top >= -0 required
        1*width >= -0 required
        1*height >= -0 required
        -1*top 1*contents_top == 10 required
        1*lb3height == 16 strong
        1*lb3height >= 16 strong
        1*ctleft >= -0 required
        1*cttop >= -0 required
        1*ctwidth >= -0 required
        1*ctheight >= -0 required
        1*fl3left >= -0 required
        1*ctheight >= 24 smedium
        1*ctwidth <= 1.67772e+07 smedium
        1*ctheight <= 24 smedium
        1*fl3top >= -0 required
        1*fl3width >= -0 required
        1*fl3height >= -0 required
        1*lb1width == 67 weak
        1*lb2width >= -0 required
        1*lb2height >= -0 required
        1*fl2height >= -0 required
        1*lb3left >= -0 required
        1*fl2width >= 125 strong
        1*fl2height == 21 strong
        1*fl2height >= 21 strong
        1*lb3top >= -0 required
        1*lb3width >= -0 required
        1*fl1left >= -0 required
        1*fl1width >= -0 required
        1*lb1width >= 67 strong
        1*fl2left >= -0 required
        1*lb2width == 66 weak
        1*lb2width >= 66 strong
        1*lb2height == 16 strong
        1*fl1height >= -0 required
        1*fl1top >= -0 required
        1*lb2top >= -0 required
        -1*lb2top 1*lb3top -1*lb2height == 10 mmedium
        -1*lb3top -1*lb3height 1*fl3top >= 10 required
        -1*lb3top -1*lb3height 1*fl3top == 10 mmedium
        1*contents_bottom -1*fl3height -1*fl3top == -0 mmedium
        1*fl1top -1*contents_top >= -0 required
        1*fl1top -1*contents_top == -0 mmedium
        1*contents_bottom -1*fl3height -1*fl3top >= -0 required
        -1*left -1*width 1*contents_right == -10 required
        -1*top -1*height 1*contents_bottom == -10 required
        -1*left 1*contents_left == 10 required
        1*lb3left -1*contents_left == -0 mmedium
        1*fl1left -1*midline == -0 strong
        1*fl2left -1*midline == -0 strong
        1*ctleft -1*midline == -0 strong
        1*fl1top 0.5*fl1height -1*lb1top -0.5*lb1height == -0 strong
        1*lb1left -1*contents_left >= -0 required
        1*lb1left -1*contents_left == -0 mmedium
        -1*lb1left 1*fl1left -1*lb1width >= 10 required
        -1*lb1left 1*fl1left -1*lb1width == 10 mmedium
        -1*fl1left 1*contents_right -1*fl1width >= -0 required
        1*width == -0 medium
        -1*fl1top 1*fl2top -1*fl1height >= 10 required
        -1*fl1top 1*fl2top -1*fl1height == 10 mmedium
        1*cttop -1*fl2top -1*fl2height >= 10 required
        -1*ctheight -1*cttop 1*fl3top >= 10 required
        1*contents_bottom -1*fl3height -1*fl3top >= -0 required
        1*cttop -1*fl2top -1*fl2height == 10 mmedium
        -1*fl1left 1*contents_right -1*fl1width == -0 mmedium
        -1*lb2top -0.5*lb2height 1*fl2top 0.5*fl2height == -0 strong
        -1*contents_left 1*lb2left >= -0 required
        -1*contents_left 1*lb2left == -0 mmedium
        1*fl2left -1*lb2width -1*lb2left >= 10 required
        -1*ctheight -1*cttop 1*fl3top == 10 mmedium
        1*contents_bottom -1*fl3height -1*fl3top == -0 mmedium
        1*lb1top >= -0 required
        1*lb1width >= -0 required
        1*lb1height >= -0 required
        1*fl2left -1*lb2width -1*lb2left == 10 mmedium
        -1*fl2left -1*fl2width 1*contents_right == -0 mmedium
        -1*fl2left -1*fl2width 1*contents_right >= -0 required
        1*lb3left -1*contents_left >= -0 required
        1*lb1left >= -0 required
        0.5*ctheight 1*cttop -1*lb3top -0.5*lb3height == -0 strong
        1*ctleft -1*lb3left -1*lb3width >= 10 required
        -1*ctwidth -1*ctleft 1*contents_right >= -0 required
        1*ctleft -1*lb3left -1*lb3width == 10 mmedium
        1*fl3left -1*contents_left >= -0 required
        1*fl3left -1*contents_left == -0 mmedium
        -1*ctwidth -1*ctleft 1*contents_right == -0 mmedium
        -1*fl3left 1*contents_right -1*fl3width == -0 mmedium
        -1*contents_top 1*lb1top >= -0 required
        -1*contents_top 1*lb1top == -0 mmedium
        -1*fl3left 1*contents_right -1*fl3width >= -0 required
        1*lb2top -1*lb1top -1*lb1height >= 10 required
        -1*lb2top 1*lb3top -1*lb2height >= 10 required
        1*lb2top -1*lb1top -1*lb1height == 10 mmedium
        1*fl1height == 21 strong
        1*fl1height >= 21 strong
        1*lb2left >= -0 required
        1*lb2height >= 16 strong
        1*fl2top >= -0 required
        1*fl2width >= -0 required
        1*lb1height >= 16 strong
        1*lb1height == 16 strong
        1*fl3width >= 125 strong
        1*fl3height == 21 strong
        1*fl3height >= 21 strong
        1*lb3height >= -0 required
        1*ctwidth >= 119 smedium
        1*lb3width == 24 weak
        1*lb3width >= 24 strong
        1*fl1width >= 125 strong
        """

    /// kiwi's custom strengths in the enaml benchmark.
    static func strength(named name: Substring) -> Strength {
        switch name {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        case "mmedium": return Strength(strong: 0, medium: 1, weak: 0, weight: 1.25)
        case "smedium": return Strength(strong: 0, medium: 100, weak: 0)
        default: preconditionFailure("unknown strength '\(name)' in the enaml specification")
        }
    }

    struct Enaml {
        var variables: [String: Variable] = [:]
        var constraints: [Constraint] = []
        var width: Variable { variables["width"]! }
        var height: Variable { variables["height"]! }
        var allVariables: [Variable] { variables.keys.sorted().map { variables[$0]! } }
    }

    static func enaml() -> Enaml {
        var system = Enaml()
        for line in enamlSpecification.split(separator: "\n") {
            let parts = line.split(separator: " ")
            let count = parts.count
            var expression = LinearExpression()
            for term in parts[0..<(count - 3)] {
                let pieces = term.split(separator: "*")
                let name = String(pieces[1])
                let variable = system.variables[name] ?? Variable(name)
                system.variables[name] = variable
                expression = expression + Double(pieces[0])! * variable
            }
            let constant = Double(parts[count - 2])!
            let constraint: Constraint
            switch parts[count - 3] {
            case "==": constraint = expression == constant
            case "<=": constraint = expression <= constant
            default: constraint = expression >= constant
            }
            system.constraints.append(constraint ~ strength(named: parts[count - 1]))
        }
        return system
    }

    /// The UI-shaped layout: `rows` rows of `perRow` views (one row of 1,000 is the
    /// chain). Per view: `left == previous.right + 8` (the first: `left == 8`),
    /// `width >= 20`, `width == 100 ~ strong`, `top == row · 40`, `height == 30 ~ medium`;
    /// per row: `last.right + 8 <= container`.
    struct Layout {
        var container = Variable("container")
        var variables: [Variable] = []
        var constraints: [Constraint] = []
        /// Width of one row when every view keeps its preferred 100.
        var naturalWidth: Double
        /// Width of one row when every view is squeezed to 20.
        var minimumWidth: Double
    }

    /// The container's edit strength: strong ×999, below required.
    static let containerStrength = Strength(strong: 999, medium: 0, weak: 0)

    static func layout(rows: Int, perRow: Int) -> Layout {
        let gaps = Double(perRow + 1) * 8
        var layout = Layout(naturalWidth: gaps + Double(perRow) * 100, minimumWidth: gaps + Double(perRow) * 20)
        for row in 0..<rows {
            var previousRight: LinearExpression?
            for column in 0..<perRow {
                let left = Variable("r\(row)c\(column).left")
                let width = Variable("r\(row)c\(column).width")
                let top = Variable("r\(row)c\(column).top")
                let height = Variable("r\(row)c\(column).height")
                layout.variables += [left, width, top, height]
                layout.constraints.append(previousRight.map { left == $0 + 8 } ?? (left == 8))
                layout.constraints.append(width >= 20)
                layout.constraints.append((width == 100) ~ .strong)
                layout.constraints.append(top == Double(row * 40))
                layout.constraints.append((height == 30) ~ .medium)
                previousRight = left + width
            }
            layout.constraints.append(previousRight! + 8 <= layout.container)
        }
        layout.variables.append(layout.container)
        return layout
    }

    /// A solver holding `layout`: the container's edit variable first, suggested at
    /// `width` (a host knows its window before it lays out), then the constraints in
    /// one batch.
    static func build(_ layout: Layout, width: Double) throws -> Solver {
        var solver = Solver()
        try solver.addEditVariable(layout.container, strength: containerStrength)
        try solver.suggestValue(width, for: layout.container)
        try solver.add(contentsOf: layout.constraints)
        return solver
    }
}
