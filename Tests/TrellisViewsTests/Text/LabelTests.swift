import Foundation
import Testing
import TrellisViews

@MainActor
@Suite struct LabelTests {
    @Test func intrinsicSizeIsTheTextsSize() {
        #expect(Label("阅读源码的乐趣").intrinsicContentSize == Size(width: 14, height: 1))
        let twoLines = Label("a\nbbb")
        twoLines.lineLimit = 0
        #expect(twoLines.intrinsicContentSize == Size(width: 3, height: 2))
        #expect(Label("").intrinsicContentSize == Size(width: 0, height: 0))
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = Label("阅读源码的乐趣")
        label.lineLimit = 0
        label.preferredMaxLayoutWidth = 6
        #expect(label.intrinsicContentSize == Size(width: 6, height: 3))
    }

    @Test func changingTheTextChangesTheIntrinsicSize() {
        let label = Label("Cats")
        #expect(label.intrinsicContentSize.width == 4)
        label.text = "Kittens"
        #expect(label.intrinsicContentSize.width == 7)
        #expect(label.needsDisplay)
    }

    /// The layout is kept between frames; every input it depends on drops it.
    @Test func theKeptTextLayoutFollowsEveryChangeItDependsOn() {
        let label = Label("one two three", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        func shown() -> [String] { label.textLayout.lines.map(\.text) }
        func starts() -> [Double] { label.textLayout.lines.map(\.x) }
        #expect(shown() == ["one two three"])
        // kept: a second frame measures nothing again; a change of text lays out anew
        let counter = CountingMeasurer()
        label.measurer = counter
        let first = label.textLayout
        let measured = counter.calls
        #expect(measured > 0)
        #expect(label.textLayout == first)
        #expect(counter.calls == measured, "the layout was made again for a frame in which nothing changed")
        label.text = "one two"
        #expect(shown() == ["one two"])
        #expect(counter.calls > measured, "the kept layout was not dropped when the text changed")
        let afterText = counter.calls
        _ = label.textLayout
        #expect(counter.calls == afterText)
        label.frame.size.width = 5
        _ = label.textLayout
        #expect(counter.calls > afterText, "the kept layout was not dropped when the width changed")
        label.measurer = MonospaceTextMeasurer()
        label.frame.size.width = 20

        label.text = "four"
        #expect(shown() == ["four"])
        label.alignment = .right
        #expect(starts() == [16])
        label.frame.size.width = 10
        #expect(starts() == [6])
        label.text = "a long line of text"
        #expect(shown() == ["a long li…"])
        label.truncation = .head
        #expect(shown() == ["…e of text"])
        label.lineLimit = 0
        label.frame.size.height = 2
        #expect(shown().count == 2)
        label.frame.size.height = 1
        #expect(shown().count == 1)
    }

    @Test func textLayoutFitsTheBounds() {
        let label = Label("阅读源码的乐趣", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(label.textLayout.lines.map(\.text) == ["阅读源…"])
        label.lineLimit = 0
        label.frame.size = Size(width: 6, height: 2)
        #expect(label.textLayout.lines.map(\.text) == ["阅读源", "码的…"])
    }

    @Test func hugsItsTextHarderThanAPlainView() {
        #expect(Label().contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(View().contentHuggingPriority(for: .horizontal) == .low)
        #expect(View().contentCompressionResistancePriority(for: .vertical) == .high)
    }

    @Test func baselinesAlignLabelsOfDifferentHeights() {
        let root = makeRoot()
        let title = Label("Title")
        let body = Label("one\ntwo")
        body.lineLimit = 0
        root.addSubview(title)
        root.addSubview(body)
        body.constraints.make { make in
            make.left.equalToSuperview()
            make.top.equalToSuperview().offset(5)
        }
        title.constraints.make { make in
            make.left.equalTo(body.constraints.right).offset(1)
            make.firstBaseline.equalTo(body.constraints.lastBaseline)
        }
        root.layoutIfNeeded()
        #expect(body.frame == Rect(x: 0, y: 5, width: 3, height: 2))
        // the title's only line sits on the body's last line
        #expect(title.frame == Rect(x: 4, y: 6, width: 5, height: 1))
    }
}

/// Cells, as ``MonospaceTextMeasurer`` measures them, counting each measurement: a layout
/// kept between frames measures nothing the second time.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {  // @unchecked: `count` is touched only under `lock`
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.withLock { count } }

    func width(of text: Substring) -> Double {
        lock.withLock { count += 1 }
        return MonospaceTextMeasurer().width(of: text)
    }

    var lineHeight: Double { 1 }
}
