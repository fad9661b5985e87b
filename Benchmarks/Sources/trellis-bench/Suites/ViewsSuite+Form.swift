import TrellisSolver
import TrellisViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A settings-like form: `rows` rows of a label (sized by its text) and a field that
/// fills the rest of the row; each row sits right below the previous one.
///
/// ```
/// label0 ␣ field0 ──────────────┐
/// label1 ␣ field1 ──────────────┤
/// ```
@MainActor
final class ViewsForm {
    let root: View
    let labels: [Label]
    let fields: [View]
    /// The `top == previous.bottom` handles, one per row after the first.
    private var rowSpacings: [ViewConstraint] = []

    init(rows: Int) {
        root = View(frame: Rect(x: 0, y: 0, width: 120, height: Double(rows)))
        var labels: [Label] = []
        var fields: [View] = []
        for text in ViewsForm.labelTexts(rows: rows) {
            let label = Label(text)
            let field = View()
            root.addSubview(label)
            root.addSubview(field)
            labels.append(label)
            fields.append(field)
        }
        self.labels = labels
        self.fields = fields
    }

    /// Labels alternate Latin and Chinese so that measuring takes both paths.
    nonisolated static func labelTexts(rows: Int) -> [String] {
        (0..<rows).map { $0.isMultiple(of: 3) ? "名字 \($0)" : "Field \($0)" }
    }

    /// Makes every constraint through the DSL and runs the layout pass.
    func layOut() {
        makeConstraints()
        root.layoutIfNeeded()
    }

    func makeConstraints() {
        var previous: Label?
        for (label, field) in zip(labels, fields) {
            label.constraints.make { make in
                make.left.equalToSuperview().offset(1)
                if let previous {
                    rowSpacings.append(make.top.equalTo(previous.constraints.bottom).constraint)
                } else {
                    make.top.equalToSuperview()
                }
            }
            field.constraints.make { make in
                make.left.equalTo(label.constraints.right).offset(1)
                make.right.equalToSuperview().offset(-1)
                make.top.equalTo(label)
                make.height.equalTo(1)
            }
            previous = label
        }
    }

    func resize(width: Double) {
        root.frame.size.width = width
        root.layoutIfNeeded()
    }

    func changeRowSpacing(row: Int, to spacing: Double) {
        rowSpacings[row - 1].update(offset: spacing)
        root.layoutIfNeeded()
    }

    /// The same system as ``layOut()`` produces, written against the solver: the root
    /// size as edit variables first, then per row the label's position and its
    /// intrinsic-size pairs (compression 750, hugging 251) and the field's four
    /// constraints, added in one batch; then every frame read back.
    nonisolated static func solveDirectly(texts: [String], width: Double) -> [Rect] {
        let rootLeft = Variable("root.left")
        let rootTop = Variable("root.top")
        let rootWidth = Variable("root.width")
        let rootHeight = Variable("root.height")
        var solver = Solver()
        let rootStrength = Strength(strong: 999.5, medium: 0, weak: 0)
        let hugging = Strength(value: pow(1000, 251.0 / 250 - 1))  // priority 251 on the geometric scale
        try! solver.addEditVariable(rootWidth, strength: rootStrength)
        try! solver.addEditVariable(rootHeight, strength: rootStrength)
        var constraints: [Constraint] = [rootLeft == 0, rootTop == 0]
        constraints.reserveCapacity(texts.count * 10 + 2)
        var boxes: [(Variable, Variable, Variable, Variable)] = []
        boxes.reserveCapacity(texts.count * 2)
        var previous: (top: Variable, height: Variable)?
        for text in texts {
            let left = Variable("left")
            let top = Variable("top")
            let w = Variable("width")
            let h = Variable("height")
            let textWidth = Double(CharacterWidth.of(text))
            constraints.append(w >= textWidth ~ .strong)
            constraints.append(w <= textWidth ~ hugging)
            constraints.append(h >= 1 ~ .strong)
            constraints.append(h <= 1 ~ hugging)
            constraints.append(left == rootLeft + 1)
            if let previous {
                constraints.append(top == previous.top + previous.height)
            } else {
                constraints.append(top == rootTop)
            }
            let fieldLeft = Variable("left")
            let fieldTop = Variable("top")
            let fieldWidth = Variable("width")
            let fieldHeight = Variable("height")
            constraints.append(fieldLeft == left + w + 1)
            constraints.append(fieldLeft + fieldWidth == rootLeft + rootWidth - 1)
            constraints.append(fieldTop == top)
            constraints.append(fieldHeight == 1)
            boxes.append((left, top, w, h))
            boxes.append((fieldLeft, fieldTop, fieldWidth, fieldHeight))
            previous = (top, h)
        }
        try! solver.add(contentsOf: constraints)
        try! solver.suggestValue(width, for: rootWidth)
        try! solver.suggestValue(Double(texts.count), for: rootHeight)
        solver.updateVariables()
        let originX = solver.value(of: rootLeft)
        let originY = solver.value(of: rootTop)
        return boxes.map { left, top, w, h in
            Rect(
                x: solver.value(of: left) - originX, y: solver.value(of: top) - originY,
                width: solver.value(of: w), height: solver.value(of: h))
        }
    }
}
