import Foundation

/// A line chart written as SVG by hand, with logarithmic (or linear) axes.
struct SVGChart {
    struct Series {
        var name: String
        var points: [(x: Double, y: Double)]
        var dashed = false
        /// Points only, no line (measurements of unrelated workloads).
        var scatter = false
    }

    var title: String
    var xLabel: String
    var yLabel: String
    var series: [Series]
    var logX = true
    var logY = true
    /// A fixed domain (in data units) instead of one fitted to the points.
    var xDomain: ClosedRange<Double>?
    var yDomain: ClosedRange<Double>?
    var notes: [String] = []

    static let palette = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf", "#7f7f7f",
    ]
    let width = 780.0, height = 440.0
    let left = 80.0, right = 250.0, top = 40.0, bottom = 60.0

    private func scaled(_ value: Double, log: Bool) -> Double { log ? log10(value) : value }

    private func domain(_ values: [Double], log: Bool, fixed: ClosedRange<Double>?) -> ClosedRange<Double> {
        if let fixed { return scaled(fixed.lowerBound, log: log)...scaled(fixed.upperBound, log: log) }
        let usable = values.filter { !log || $0 > 0 }.map { scaled($0, log: log) }
        guard let low = usable.min(), let high = usable.max() else { return 0...1 }
        if log { return floor(low)...max(ceil(high), floor(low) + 1) }
        let pad = (high - low) * 0.05
        return min(0, low - pad)...(high + pad == low - pad ? high + 1 : high + pad)
    }

    func render() -> String {
        let xs = series.flatMap { $0.points.map(\.x) }
        let ys = series.flatMap { $0.points.map(\.y) }
        let xRange = domain(xs, log: logX, fixed: xDomain)
        let yRange = domain(ys, log: logY, fixed: yDomain)
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func px(_ x: Double) -> Double {
            left + (scaled(x, log: logX) - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound) * plotWidth
        }
        func py(_ y: Double) -> Double {
            top + plotHeight - (scaled(y, log: logY) - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
                * plotHeight
        }
        var svg = SVGText(width: width, height: height)
        svg.text(width / 2 - right / 2 + left / 2, 24, title, size: 15, anchor: "middle", weight: "bold")
        svg.rect(left, top, plotWidth, plotHeight, fill: "none", stroke: "#999")
        for tick in ticks(xRange, log: logX) {
            let x = px(tick)
            svg.line(x, top, x, top + plotHeight, stroke: "#e5e5e5")
            svg.text(x, top + plotHeight + 18, Self.label(tick), size: 11, anchor: "middle")
        }
        for tick in ticks(yRange, log: logY) {
            let y = py(tick)
            svg.line(left, y, left + plotWidth, y, stroke: "#e5e5e5")
            svg.text(left - 6, y + 4, Self.label(tick), size: 11, anchor: "end")
        }
        svg.text(left + plotWidth / 2, height - 18, xLabel + (logX ? " (log scale)" : ""), size: 12, anchor: "middle")
        svg.verticalText(18, top + plotHeight / 2, yLabel + (logY ? " (log scale)" : ""), size: 12)
        for (index, line) in series.enumerated() {
            let color = Self.palette[index % Self.palette.count]
            let points = line.points.filter { (!logX || $0.x > 0) && (!logY || $0.y > 0) }.sorted { $0.x < $1.x }
            if !line.scatter, points.count > 1 {
                svg.polyline(points.map { (px($0.x), py($0.y)) }, stroke: color, dashed: line.dashed)
            }
            for point in points { svg.circle(px(point.x), py(point.y), 3.5, fill: color) }
            let legendY = top + 14 + Double(index) * 18
            svg.line(
                width - right + 12, legendY - 4, width - right + 36, legendY - 4, stroke: color, dashed: line.dashed,
                width: 2)
            svg.text(width - right + 42, legendY, line.name, size: 11, anchor: "start")
        }
        for (index, note) in notes.enumerated() {
            svg.text(left + 8, top + 16 + Double(index) * 15, note, size: 11, anchor: "start")
        }
        return svg.finish()
    }

    /// Powers of ten on a log axis (with 2 and 5 between when the axis spans few decades), about 6 steps on a linear one.
    private func ticks(_ range: ClosedRange<Double>, log: Bool) -> [Double] {
        if log {
            let decades = Int(range.upperBound - range.lowerBound)
            let multipliers: [Double] = decades <= 3 ? [1, 2, 5] : [1]
            return stride(from: Int(range.lowerBound), through: Int(range.upperBound), by: 1).flatMap { exponent in
                multipliers.map { $0 * pow(10, Double(exponent)) }
            }.filter { log10($0) <= range.upperBound + 1e-9 }
        }
        let span = range.upperBound - range.lowerBound
        let step = pow(10, floor(log10(span / 5)))
        let nice = [1.0, 2, 5, 10].map { $0 * step }.first { span / $0 <= 7 } ?? step * 10
        return stride(from: ceil(range.lowerBound / nice) * nice, through: range.upperBound + 1e-9, by: nice).map { $0 }
    }

    /// 1500 → "1.5k", 2000000 → "2M", 0.25 → "0.25".
    static func label(_ value: Double) -> String {
        func trimmed(_ number: Double) -> String {
            let text = String(format: "%.2f", number)
            return text.contains(".") ? String(text.reversed().drop { $0 == "0" }.drop { $0 == "." }.reversed()) : text
        }
        if abs(value) >= 1e9 { return trimmed(value / 1e9) + "G" }
        if abs(value) >= 1e6 { return trimmed(value / 1e6) + "M" }
        if abs(value) >= 1e3 { return trimmed(value / 1e3) + "k" }
        return trimmed(value)
    }
}

/// A bar chart of groups of bars (one per system), with a logarithmic value axis.
struct SVGBarChart {
    var title: String
    var yLabel: String
    var groups: [String]
    /// Bars by system: one value per group (nil where the system has none).
    var systems: [(name: String, values: [Double?])]
    var notes: [String] = []

    func render() -> String {
        let width = max(720.0, 110.0 * Double(groups.count) + 280)
        let height = 500.0
        let left = 80.0
        let right = 190.0
        let top = 40.0
        let bottom = 130.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let values = systems.flatMap { $0.values.compactMap { $0 } }.filter { $0 > 0 }
        let low = floor(log10(values.min() ?? 1))
        let high = max(ceil(log10(values.max() ?? 10)), low + 1)
        func py(_ y: Double) -> Double { top + plotHeight - (log10(y) - low) / (high - low) * plotHeight }
        var svg = SVGText(width: width, height: height)
        svg.text(left + plotWidth / 2, 24, title, size: 15, anchor: "middle", weight: "bold")
        svg.rect(left, top, plotWidth, plotHeight, fill: "none", stroke: "#999")
        for exponent in stride(from: Int(low), through: Int(high), by: 1) {
            let y = py(pow(10, Double(exponent)))
            svg.line(left, y, left + plotWidth, y, stroke: "#e5e5e5")
            svg.text(left - 6, y + 4, SVGChart.label(pow(10, Double(exponent))), size: 11, anchor: "end")
        }
        svg.verticalText(18, top + plotHeight / 2, yLabel + " (log scale)", size: 12)
        let groupWidth = plotWidth / Double(max(1, groups.count))
        let barWidth = groupWidth * 0.8 / Double(max(1, systems.count))
        for (groupIndex, group) in groups.enumerated() {
            let groupLeft = left + Double(groupIndex) * groupWidth + groupWidth * 0.1
            for (systemIndex, system) in systems.enumerated() {
                guard let value = system.values[groupIndex], value > 0 else { continue }
                let x = groupLeft + Double(systemIndex) * barWidth
                let y = py(value)
                svg.rect(
                    x, y, barWidth - 2, top + plotHeight - y,
                    fill: SVGChart.palette[systemIndex % SVGChart.palette.count], stroke: "none")
            }
            svg.text(
                groupLeft + groupWidth * 0.4, top + plotHeight + 16, group, size: 10, anchor: "middle", rotate: true)
        }
        for (index, system) in systems.enumerated() {
            let y = top + 14 + Double(index) * 18
            svg.rect(
                width - right + 12, y - 10, 12, 12, fill: SVGChart.palette[index % SVGChart.palette.count],
                stroke: "none")
            svg.text(width - right + 30, y, system.name, size: 11, anchor: "start")
        }
        for (index, note) in notes.enumerated() {
            svg.text(left + 8, top + 16 + Double(index) * 15, note, size: 11, anchor: "start")
        }
        return svg.finish()
    }
}

/// A reliability chart: per confidence bin, the share of answers that were right, against the diagonal.
struct SVGReliabilityChart {
    struct Bin {
        var lo: Double, hi: Double, count: Int, accuracy: Double
    }

    var title: String
    var bins: [Bin]

    func render() -> String {
        let width = 560.0
        let height = 480.0
        let left = 70.0
        let right = 30.0
        let top = 40.0
        let bottom = 60.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        func px(_ x: Double) -> Double { left + x * plotWidth }
        func py(_ y: Double) -> Double { top + plotHeight - y * plotHeight }
        var svg = SVGText(width: width, height: height)
        svg.text(left + plotWidth / 2, 24, title, size: 15, anchor: "middle", weight: "bold")
        svg.rect(left, top, plotWidth, plotHeight, fill: "none", stroke: "#999")
        for tick in stride(from: 0.0, through: 1.0, by: 0.2) {
            svg.line(px(tick), top, px(tick), top + plotHeight, stroke: "#e5e5e5")
            svg.line(left, py(tick), left + plotWidth, py(tick), stroke: "#e5e5e5")
            svg.text(px(tick), top + plotHeight + 18, String(format: "%.1f", tick), size: 11, anchor: "middle")
            svg.text(left - 6, py(tick) + 4, String(format: "%.1f", tick), size: 11, anchor: "end")
        }
        svg.polyline([(px(0), py(0)), (px(1), py(1))], stroke: "#999", dashed: true)
        for bin in bins where bin.count > 0 {
            let x = px(bin.lo)
            let barWidth = px(bin.hi) - px(bin.lo)
            svg.rect(
                x + 1, py(bin.accuracy), max(1, barWidth - 2), py(0) - py(bin.accuracy), fill: SVGChart.palette[0],
                stroke: "none")
            svg.text(x + barWidth / 2, py(bin.accuracy) - 4, "\(bin.count)", size: 9, anchor: "middle")
        }
        svg.text(left + plotWidth / 2, height - 18, "confidence (score bin)", size: 12, anchor: "middle")
        svg.verticalText(18, top + plotHeight / 2, "observed accuracy", size: 12)
        return svg.finish()
    }
}

/// SVG text built element by element.
struct SVGText {
    private var body: String

    init(width: Double, height: Double) {
        body = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="white"/>

            """
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    mutating func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, dashed: Bool = false, width: Double = 1
    ) {
        body +=
            "<line x1=\"\(Self.format(x1))\" y1=\"\(Self.format(y1))\" x2=\"\(Self.format(x2))\" y2=\"\(Self.format(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(width)\"\(dashed ? " stroke-dasharray=\"5,4\"" : "")/>\n"
    }

    mutating func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double, fill: String, stroke: String) {
        body +=
            "<rect x=\"\(Self.format(x))\" y=\"\(Self.format(y))\" width=\"\(Self.format(width))\" height=\"\(Self.format(height))\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>\n"
    }

    mutating func circle(_ x: Double, _ y: Double, _ radius: Double, fill: String) {
        body += "<circle cx=\"\(Self.format(x))\" cy=\"\(Self.format(y))\" r=\"\(radius)\" fill=\"\(fill)\"/>\n"
    }

    mutating func polyline(_ points: [(Double, Double)], stroke: String, dashed: Bool) {
        let list = points.map { "\(Self.format($0.0)),\(Self.format($0.1))" }.joined(separator: " ")
        body +=
            "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"2\"\(dashed ? " stroke-dasharray=\"5,4\"" : "")/>\n"
    }

    mutating func text(
        _ x: Double, _ y: Double, _ text: String, size: Double, anchor: String, weight: String = "normal",
        rotate: Bool = false
    ) {
        let transform = rotate ? " transform=\"rotate(30 \(Self.format(x)) \(Self.format(y)))\"" : ""
        body +=
            "<text x=\"\(Self.format(x))\" y=\"\(Self.format(y))\" font-size=\"\(Int(size))\" text-anchor=\"\(rotate ? "start" : anchor)\" font-weight=\"\(weight)\"\(transform)>\(Self.escaped(text))</text>\n"
    }

    mutating func verticalText(_ x: Double, _ y: Double, _ text: String, size: Double) {
        body +=
            "<text x=\"\(Self.format(x))\" y=\"\(Self.format(y))\" font-size=\"\(Int(size))\" text-anchor=\"middle\" transform=\"rotate(-90 \(Self.format(x)) \(Self.format(y)))\">\(Self.escaped(text))</text>\n"
    }

    func finish() -> String { body + "</svg>\n" }
}
