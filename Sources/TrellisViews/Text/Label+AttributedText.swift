// A label's attributed text: the lines of its plain text's layout (so its size is the
// plain text's), each drawn run by run in the run's style over the label's, links carried
// to the cells.

extension Label {
    /// Draws `attributed`, laid out as ``textLayout``, run by run.
    func drawAttributedText(_ attributed: StyledText, in context: inout DrawingContext) {
        let lines = attributed.lines(of: textLayout)
        let clip = context.clipBounds
        for (index, line) in lines.enumerated() {
            guard index < clip.maxY else { break }
            var x = Int(line.x.rounded(.down))
            for run in line.runs {
                context.draw(run.text, x: x, y: index, style: run.style, link: run.link)
                x += CharacterWidth.of(run.text)
            }
        }
    }
}
