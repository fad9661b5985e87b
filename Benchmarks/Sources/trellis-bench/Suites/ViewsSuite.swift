import TrellisViews

/// Suite `views`: ablations only. The constraint DSL and the layout pass against the
/// same layout written straight against TrellisSolver, and incremental relayout
/// against building the layout from scratch.
///
/// The layout is a form (``ViewsForm``): rows of a label and a field, each row below
/// the previous one, labels sized by their text.
let viewsSuite = BenchmarkSuite(name: "views") { quick in
    let rows = quick ? 100 : 500  // two views per row: 1,000 views in a full run
    let views = rows * 2

    // The long-lived form that relayout cases change; each run toggles between two
    // values so that every run really changes something.
    let live = MainActor.assumeIsolated { ViewsForm(rows: rows) }
    MainActor.assumeIsolated { live.layOut() }

    // Both sides must solve the same system: compare their frames once; a difference fails the run.
    let direct = ViewsForm.solveDirectly(texts: ViewsForm.labelTexts(rows: rows), width: 120)
    let viaDSL = MainActor.assumeIsolated { zip(live.labels, live.fields).flatMap { [$0.frame, $1.frame] } }
    try requireAgreement(
        direct.count == viaDSL.count, suite: "views", case: "form-\(views)-dsl-build",
        "the direct solver made \(direct.count) frames, the DSL \(viaDSL.count)")
    func same(_ a: Rect, _ b: Rect) -> Bool {
        let differences: [Double] = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
        return differences.allSatisfy { abs($0) < 1e-6 }
    }
    if let index = direct.indices.first(where: { !same(direct[$0], viaDSL[$0]) }) {
        throw Disagreement(
            suite: "views", caseName: "form-\(views)-dsl-build",
            detail: "view \(index) (\(index.isMultiple(of: 2) ? "label" : "field") of row \(index / 2)): "
                + "the direct solver's frame \(direct[index]), the DSL's \(viaDSL[index])")
    }
    log("  form-\(views): DSL and direct-solver frames agree")
    var wide = false
    var spacing = false

    return [
        BenchmarkCase(
            "form-\(views)-dsl-build", kind: .ablation, peer: "trellis-solver-direct",
            trellis: {
                MainActor.assumeIsolated {
                    let form = ViewsForm(rows: rows)
                    return Stopwatch.time { form.layOut() }
                }
            },
            peerRun: {
                let texts = ViewsForm.labelTexts(rows: rows)
                return Stopwatch.time { blackHole(ViewsForm.solveDirectly(texts: texts, width: 120)) }
            }),
        BenchmarkCase(
            "form-\(views)-root-resize", kind: .ablation, peer: "dsl-from-scratch",
            trellis: {
                MainActor.assumeIsolated {
                    wide.toggle()
                    return Stopwatch.time { live.resize(width: wide ? 160 : 120) }
                }
            },
            peerRun: {
                MainActor.assumeIsolated {
                    let form = ViewsForm(rows: rows)
                    return Stopwatch.time { form.layOut() }
                }
            }),
        BenchmarkCase(
            "form-\(views)-one-constant", kind: .ablation, peer: "dsl-from-scratch",
            trellis: {
                MainActor.assumeIsolated {
                    spacing.toggle()
                    return Stopwatch.time { live.changeRowSpacing(row: rows / 2, to: spacing ? 2 : 0) }
                }
            },
            peerRun: {
                MainActor.assumeIsolated {
                    let form = ViewsForm(rows: rows)
                    return Stopwatch.time { form.layOut() }
                }
            }),
    ]
}
