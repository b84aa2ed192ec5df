import Foundation

/// 0.953 as "95.3%".
func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

/// "1 error", "2 errors".
func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
