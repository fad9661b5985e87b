import TrellisTerminal
import TrellisViews

// The constraints themselves, and what each key changes.
extension ConstraintsPage {
    /// What the page's keys do; the raw values are the names a keymap file uses in its
    /// `[gallery.constraints]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case wider, narrower, remake, priority, conflict
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.constraints"

    /// The page's keys, declared once: dispatch, help and the hint line read them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.wider, "+", "=", summary: "A wider (update)", showsInHints: true, hint: "wider"),
        KeyBinding(.narrower, "-", summary: "A narrower (update)", showsInHints: true, hint: "narrower"),
        KeyBinding(.remake, "r", summary: "remake: row ↔ column", showsInHints: true, hint: "remake"),
        KeyBinding(.priority, "p", summary: "B's priority low ↔ high", showsInHints: true, hint: "priority"),
        KeyBinding(.conflict, "x", summary: "add / remove a conflicting width", showsInHints: true, hint: "conflict"),
    ]

    /// Remakes every box's constraints for the current arrangement: a row (B and C want 40
    /// cells each, more than fits, so priority decides) or a column.
    func arrange() {
        conflict = nil
        let (a, b, c) = (boxA, boxB, boxC)
        let height: Double = isRow ? 3 : 2
        a.constraints.remake { make in
            make.left.equalToSuperview().offset(1)
            make.top.equalToSuperview().offset(1)
            make.width.equalTo(widthOfA)
            make.height.equalTo(height)
        }
        b.constraints.remake { make in
            if isRow {
                make.left.equalTo(a.constraints.right).offset(2)
                make.top.equalTo(a.constraints.top)
            } else {
                make.left.equalTo(a.constraints.left)
                make.top.equalTo(a.constraints.bottom).offset(1)
            }
            make.width.greaterThanOrEqualTo(4)
            make.height.equalTo(height)
        }
        preferredWidthOfB = b.constraints.make { $0.width.equalTo(40).priority(priorityOfB) }.first
        c.constraints.remake { make in
            if isRow {
                make.left.equalTo(b.constraints.right).offset(2)
                make.top.equalTo(a.constraints.top)
            } else {
                make.left.equalTo(a.constraints.left)
                make.top.equalTo(b.constraints.bottom).offset(1)
            }
            // Just below required: a canvas too narrow for the row squeezes C rather than
            // conflicting (the first layout pass, before the page has a size, is one).
            make.right.lessThanOrEqualToSuperview().offset(-1).priority(999)
            make.width.greaterThanOrEqualTo(4)
            make.width.equalTo(40).priority(.medium)
            make.height.equalTo(height)
        }
    }

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, _ in
            guard let self else { return false }
            switch command {
            case .wider: self.setWidthOfA(self.widthOfA + 2)
            case .narrower: self.setWidthOfA(max(4, self.widthOfA - 2))
            case .remake:
                self.isRow.toggle()
                self.arrange()
                self.reportLabel.text = Self.noConflict
            case .priority:
                self.priorityOfB = self.priorityOfB == .low ? .high : .low
                self.preferredWidthOfB?.update(priority: self.priorityOfB)
            case .conflict: self.toggleConflict()
            }
            self.refresh()
            self.layOutShowingConflicts()
            return true
        }
    }

    /// Masonry's update: the newest matching constraint (A's width) takes the new constant.
    func setWidthOfA(_ width: Double) {
        widthOfA = width
        boxA.constraints.update { $0.width.equalTo(width) }
    }

    /// Adds a required width for A that contradicts its own, or removes it.
    func toggleConflict() {
        if let conflict {
            conflict.deactivate()
            self.conflict = nil
            reportLabel.text = Self.noConflict
        } else {
            conflict = boxA.constraints.make { $0.width.equalTo(widthOfA + 30).labeled("conflict") }.first
        }
    }

    /// Runs the layout pass now, so a conflict the key caused is reported at once.
    func layOutShowingConflicts() {
        do {
            try layoutIfNeededOrThrow()
        } catch {
            show(error)
        }
    }

    func refresh() {
        let priority = priorityOfB == .low ? "low" : "high"
        infoLabel.text =
            "\(isRow ? "row" : "column") · A.width == \(Int(widthOfA)) · B.width == 40 @\(priority) · C.width == 40 @medium"
            + (conflict == nil ? "" : " · conflict on")
        if conflict == nil && reportLabel.text.isEmpty { reportLabel.text = Self.noConflict }
        setNeedsLayout()
        canvas.setNeedsLayout()
        setNeedsDisplay()
    }
}
