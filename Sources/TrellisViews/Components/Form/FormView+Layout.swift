// A form's layout, made with constraints once: Masonry's array constraints for the columns,
// then each row under the one before it.

extension FormView {
    /// The title, a row per field (as many rows as the field has lines), the button under
    /// them, the problems, the hint at the bottom, made with constraints: the labels' and
    /// the inputs' shared constraints once for each column (Masonry's
    /// `-[NSArray mas_makeConstraints:]`), then each row's top under the one before it. On a
    /// view too narrow for the labels' column, the column and the button give way (the
    /// column's width is a strong wish, not a requirement), never the edges; a view
    /// narrower than its padding on both sides has no room for anything.
    func makeConstraints() {
        let labels = declaredFields.compactMap { fieldLabels[$0.id] }
        let inputs = declaredFields.compactMap { field in input(field.id).map { (field, $0) } }
        let (inset, labelWidth) = (metrics.padding, labelWidth)
        titleLabel.constraints.make { make in
            make.top.left.equalToSuperview().offset(inset)
            make.right.equalToSuperview().offset(-inset)
            make.height.equalTo(1)
        }
        _ = labels.makeConstraints { make in
            make.left.equalToSuperview().offset(inset)
            make.width.equalTo(labelWidth).priority(.high)
            make.right.lessThanOrEqualToSuperview().offset(-inset)
            make.height.equalTo(1)
        }
        _ = inputs.map(\.1).makeConstraints { make in make.right.equalToSuperview().offset(-inset) }
        var (above, gap): (View, Double) = (titleLabel, metrics.titleSpacing)
        for (label, (field, input)) in zip(labels, inputs) {
            label.constraints.make { make in make.top.equalTo(above.constraints.bottom).offset(gap) }
            input.constraints.make { make in
                make.top.equalTo(label.constraints.top)
                make.left.equalTo(label.constraints.right)
                make.height.equalTo(field.kind.rows)
            }
            (above, gap) = (input, 0)
        }
        submitButton.constraints.make { make in
            make.top.equalTo(above.constraints.bottom).offset(gap)
            make.left.equalTo(labels.last?.constraints.right ?? constraints.left).offset(labels.isEmpty ? inset : 0)
            make.right.lessThanOrEqualToSuperview().offset(-inset)
            make.height.equalTo(1)
        }
        problemLabel.constraints.make { make in
            make.top.equalTo(submitButton.constraints.bottom).offset(metrics.problemSpacing)
            make.left.equalToSuperview().offset(inset)
            make.right.equalToSuperview().offset(-inset)
            make.bottom.equalTo(hintLabel.constraints.top)
        }
        hintLabel.constraints.make { make in
            make.left.equalToSuperview().offset(inset)
            make.right.equalToSuperview().offset(-inset)
            make.height.equalTo(1)
            make.top.greaterThanOrEqualTo(submitButton.constraints.bottom).offset(metrics.problemSpacing)
            make.bottom.equalToSuperview().priority(.high)  // at the bottom unless the view is too short
        }
    }
}
