import TrellisViews

// The header's two arrangements, each one `remake` per view: Masonry's
// `mas_remakeConstraints`, which drops what the view had and installs the block's.

extension CatDetailHeaderView {
    /// How the header's views sit.
    public enum Arrangement: String, Sendable {
        /// One row: the name, the line, the count, and the button at the right.
        case wide
        /// Two rows: the name and the button, then the line and the count under the button.
        case narrow

        /// The arrangement for a header `width` columns wide.
        public init(width: Double, metrics: CatDetailMetrics) {
            self = width >= metrics.wideArrangementMinimumWidth ? .wide : .narrow
        }
    }

    /// Remakes the constraints when `width` calls for the other arrangement; reports the
    /// first layout either way.
    func adaptArrangement(toWidth width: Double) {
        let wanted = Arrangement(width: width, metrics: metrics)
        if wanted != arrangement {
            arrange(wanted)
            arrangementRemakes += 1
            report("remade for the \(wanted) arrangement at \(Int(width)) columns")
        } else if !hasReportedLayout {
            report("laid out in the \(wanted) arrangement at \(Int(width)) columns")
        }
    }

    /// Remakes the name's, line's, count's and control's constraints for `arrangement`,
    /// each labeled with it. The button's stay: it is at the top right in both.
    func arrange(_ arrangement: Arrangement) {
        self.arrangement = arrangement
        let label = arrangement.rawValue
        let (button, name, line, count) = (favoriteButton, nameLabel, lineLabel, countLabel)
        nameLabel.constraints.remake { make in
            make.top.equalTo(button.constraints.top)
            make.left.equalToSuperview().offset(metrics.horizontalPadding)
            make.right.lessThanOrEqualTo(button.constraints.left).offset(-metrics.nameToButtonSpacing)
            make.width.greaterThanOrEqualTo(0)  // gives way down to nothing, never past it
            make.height.equalTo(1)
        }.labeled(label)
        lineLabel.constraints.remake { make in
            switch arrangement {
            case .wide:
                make.top.equalTo(name.constraints.top)
                make.left.equalTo(name.constraints.right).offset(metrics.nameToLineSpacing)
            case .narrow:
                make.top.equalTo(name.constraints.bottom).offset(metrics.spacingBelowName)
                make.left.equalTo(name.constraints.left)
            }
            make.right.lessThanOrEqualTo(count.constraints.left).offset(-metrics.nameToButtonSpacing)
            make.width.greaterThanOrEqualTo(0)
            make.height.equalTo(1)
        }.labeled(label)
        countLabel.constraints.remake { make in
            switch arrangement {
            case .wide:
                make.top.equalTo(name.constraints.top)
                make.right.equalTo(button.constraints.left).offset(-metrics.countToButtonSpacing)
            case .narrow:
                make.top.equalTo(line.constraints.top)
                make.right.equalTo(button.constraints.right)
            }
            make.height.equalTo(1)
        }.labeled(label)
        segmentedControl.constraints.remake { make in
            make.top.equalTo(line.constraints.bottom).offset(metrics.spacingAboveSegments)
            make.left.equalTo(name.constraints.left)
            make.bottom.equalToSuperview()
        }.labeled(label)
    }
}
