// An alert's size and where its parts go: a one-cell border, a cell of padding at each
// side, the title, a blank row, the message, a blank row, the buttons right-aligned.

extension Alert {
    /// The size the panel takes on a screen of `screen`: as wide as its widest line (up to
    /// ``maximumWidth`` and the screen), as high as its wrapped text and its buttons.
    ///
    /// - Complexity: O(*n*) for the *n* characters of the title and message.
    public func fittingSize(in screen: Size) -> Size {
        let cap = Self.finite(min(maximumWidth, screen.width), or: 60)
        let innerMaximum = max(1, cap.rounded(.down) - 4)
        let natural = max(
            Self.textWidth(title), Self.textWidth(message), buttonRowWidth)
        let inner = min(innerMaximum, max(1, natural))
        let height = 2 + lines(of: title, width: inner) + messageHeight(width: inner) + 2
        return Size(width: inner + 4, height: Double(height))
    }

    /// Places the title, the message and the buttons inside the border.
    func layOutParts() {
        let inner = max(0, bounds.width - 4)
        let titleRows = Double(lines(of: title, width: inner))
        titleLabel.frame = Rect(x: 2, y: 1, width: inner, height: titleRows)
        let messageRows = Double(max(0, messageHeight(width: inner) - 1))
        messageLabel.frame = Rect(x: 2, y: 2 + titleRows, width: inner, height: messageRows)
        var x = bounds.width - 2 - buttonRowWidth
        x = max(1, x)
        let y = max(0, bounds.height - 2)
        for button in buttons {
            let width = button.intrinsicContentSize.width
            button.frame = Rect(x: x, y: y, width: width, height: 1)
            x += width + Self.buttonSpacing
        }
    }

    /// Draws the border in the panel's style.
    func drawBorder(_ context: inout DrawingContext) {
        let width = context.bounds.width
        let height = context.bounds.height
        guard width >= 2, height >= 2 else { return }
        let bar = String(repeating: "─", count: width - 2)
        context.draw("┌" + bar + "┐", x: 0, y: 0)
        context.draw("└" + bar + "┘", x: 0, y: height - 1)
        for row in 1..<(height - 1) {
            context.put("│", x: 0, y: row)
            context.put("│", x: width - 1, y: row)
        }
    }

    /// The space between two buttons.
    static let buttonSpacing: Double = 1

    /// The buttons side by side.
    var buttonRowWidth: Double {
        let widths = buttons.map { $0.intrinsicContentSize.width }
        return widths.reduce(0, +) + Self.buttonSpacing * Double(max(0, widths.count - 1))
    }

    /// The message's rows plus the blank row above it; none without a message.
    private func messageHeight(width: Double) -> Int {
        message.isEmpty ? 0 : 1 + lines(of: message, width: width)
    }

    private func lines(of text: String, width: Double) -> Int {
        guard !text.isEmpty else { return 0 }
        return TextLayout(
            text: text, measurer: MonospaceTextMeasurer(), width: width, lineLimit: 0, truncation: .tail, alignment: .left
        ).lines.count
    }

    private static func textWidth(_ text: String) -> Double {
        TextLayout(text: text, measurer: MonospaceTextMeasurer(), width: nil, lineLimit: 0, truncation: .tail, alignment: .left)
            .width
    }

    private static func finite(_ value: Double, or fallback: Double) -> Double {
        value.isFinite && value >= 0 ? value : fallback
    }
}
