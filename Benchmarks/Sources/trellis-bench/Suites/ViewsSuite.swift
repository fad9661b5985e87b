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

    // Both sides must solve the same system: compare their frames once.
    let direct = ViewsForm.solveDirectly(texts: ViewsForm.labelTexts(rows: rows), width: 120)
    let viaDSL = MainActor.assumeIsolated { zip(live.labels, live.fields).flatMap { [$0.frame, $1.frame] } }
    let agree =
        direct.count == viaDSL.count
        && zip(direct, viaDSL).allSatisfy { a, b in
            abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
                && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
        }
    log("  form-\(views): DSL and direct-solver frames \(agree ? "agree" : "DIFFER")")
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
