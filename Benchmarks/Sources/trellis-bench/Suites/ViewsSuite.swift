import TrellisViews

/// Suite `views`: the constraint DSL and the layout pass against the same layout
/// written straight against TrellisSolver, and incremental relayout against
/// building the layout from scratch.
///
/// The layout is a form (``ViewsForm``): rows of a label and a field, each row below
/// the previous one, labels sized by their text.
let viewsSuite = BenchmarkSuite(name: "views") { quick in
    let rows = quick ? 100 : 500   // two views per row: 1,000 views in a full run
    let views = rows * 2

    // The long-lived form that relayout cases change; each run toggles between two
    // values so that every run really changes something.
    let live = MainActor.assumeIsolated { ViewsForm(rows: rows) }
    MainActor.assumeIsolated { live.layOut() }
    var wide = false
    var spacing = false

    return [
        BenchmarkCase(reportOnly: "tmp-resize-x300") {
            MainActor.assumeIsolated {
                Stopwatch.time { for i in 0..<300 { live.resize(width: i % 2 == 0 ? 160 : 120) } }
            }
        },
        BenchmarkCase(reportOnly: "tmp-constant-x300") {
            MainActor.assumeIsolated {
                Stopwatch.time { for i in 0..<300 { live.changeRowSpacing(row: rows / 2, to: i % 2 == 0 ? 2 : 0) } }
            }
        },
        BenchmarkCase(reportOnly: "tmp-make-rows100") {
            MainActor.assumeIsolated {
                let form = ViewsForm(rows: 100)
                return Stopwatch.time { form.makeConstraints() }
            }
        },
        BenchmarkCase(reportOnly: "tmp-make-rows2000") {
            MainActor.assumeIsolated {
                let form = ViewsForm(rows: 2000)
                return Stopwatch.time { form.makeConstraints() }
            }
        },
        BenchmarkCase(reportOnly: "tmp-make-only") {
            MainActor.assumeIsolated {
                let form = ViewsForm(rows: rows)
                return Stopwatch.time { form.makeConstraints() }
            }
        },
        BenchmarkCase(reportOnly: "tmp-layout-only") {
            MainActor.assumeIsolated {
                let form = ViewsForm(rows: rows)
                form.makeConstraints()
                return Stopwatch.time { form.root.layoutIfNeeded() }
            }
        },
        BenchmarkCase("form-\(views)-dsl-build", peer: "trellis-solver-direct",
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
        BenchmarkCase("form-\(views)-root-resize", peer: "dsl-from-scratch",
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
        BenchmarkCase("form-\(views)-one-constant", peer: "dsl-from-scratch",
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
