// Where a slider's track lies and how it is drawn: `━━━━●────` across the width, less the
// value's text and a space when it shows.

extension Slider {
    /// Columns the value's text takes: the widest of the ends' and the value's, so the
    /// track does not move as the value changes.
    var valueWidth: Int {
        guard showsValue else { return 0 }
        return [range.lowerBound, range.upperBound, value].map { CharacterWidth.of(format($0)) }.max() ?? 0
    }

    /// Columns the track takes.
    var trackWidth: Int {
        max(0, Int(bounds.width) - (showsValue ? valueWidth + 1 : 0))
    }

    /// The thumb's column on the track.
    var thumbColumn: Int {
        Int((stepped.fraction(of: value) * Double(max(0, trackWidth - 1))).rounded())
    }

    /// Whether `point` is on the track.
    func isOnTrack(_ point: Point) -> Bool {
        point.x.isFinite && point.y.isFinite && point.x >= 0 && point.x < Double(trackWidth) && point.y >= 0 && point.y < bounds.height
    }

    /// The value at column `x` of the track (clamped to it; the lower bound for NaN).
    func value(atColumn x: Double) -> Double {
        let last = Double(max(1, trackWidth - 1))
        return stepped.value(atFraction: x.isFinite ? x.rounded(.down) / last : 0)
    }

    /// `━` up to the thumb, `●`, `─` after it, and the value's text.
    func drawTrack(_ context: inout DrawingContext) {
        let width = trackWidth
        guard width > 0 else { return }
        let thumb = thumbColumn
        context.fill(CellRect(x: 0, y: 0, width: thumb, height: 1), with: "━", style: fillStyle)
        context.fill(CellRect(x: thumb + 1, y: 0, width: width - thumb - 1, height: 1), with: "─", style: trackStyle)
        context.put("●", x: thumb, y: 0, style: hasFocus ? focusedStyle.focus(over: fillStyle) : fillStyle)
        if showsValue { context.draw(format(value), x: width + 1, y: 0, style: valueStyle) }
    }
}
