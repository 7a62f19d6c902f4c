import Testing

@testable import LabColor

/// `RGB8.quantize(SRGB.encode(c))`, the definition the thresholds must agree with.
private func definition(_ c: Double) -> UInt8 { RGB8.quantize(SRGB.encode(c)) }

@Suite struct LinearQuantizationTests {
  private let quantization = LinearQuantization.shared

  @Test func everyDoubleNearEachThresholdAgreesWithTheDefinition() {
    // The thresholds are where the definition steps; check 64 doubles either side of each.
    var checked = 0
    for k in 1...255 {
      // The least double with quantization k: found from below by the definition.
      let target = UInt8(k)
      var low = (0.0 as Double).bitPattern
      var high = (1.0 as Double).bitPattern
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if definition(Double(bitPattern: middle)) >= target { high = middle } else { low = middle }
      }
      for offset in -64...64 {
        let c = Double(bitPattern: UInt64(Int64(high) + Int64(offset)))
        #expect(quantization.value(c) == definition(c), "k \(k), c \(c)")
        checked += 1
      }
      #expect(definition(Double(bitPattern: high)) == target, "k \(k)")
      #expect(definition(Double(bitPattern: high - 1)) == target - 1, "k \(k)")
    }
    #expect(checked == 255 * 129)
  }

  @Test func theWrittenOutThresholdsAreTheBisectionsResult() {
    let bisected = LinearQuantization.bisectedThresholds()
    #expect(bisected.count == 257)
    for k in 1...255 {
      #expect(
        LinearQuantizationTable.thresholds[k].bitPattern == bisected[k].bitPattern,
        "t\(k): \(bisected[k])")
    }
    #expect(LinearQuantizationTable.thresholds.first == -.greatestFiniteMagnitude)
    #expect(LinearQuantizationTable.thresholds.last == .greatestFiniteMagnitude)
    #expect(
      LinearQuantizationTable.bucketValues
        == LinearQuantization.bucketValues(thresholds: bisected))
  }

  @Test func everyBucketStartsAtTheDefinitionsValue() {
    for bucket in 0..<LinearQuantization.bucketCount {
      let start = Double(bitPattern: UInt64(LinearQuantization.firstBucket + bucket) << 45)
      #expect(quantization.value(start) == definition(start), "bucket \(bucket)")
      #expect(quantization.value(start.nextDown) == definition(start.nextDown), "bucket \(bucket)")
    }
  }

  @Test func randomComponentsAgreeWithTheDefinition() {
    let seed: UInt64 = 0x1AB_C0B1
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<200_000 {
      let c: Double
      switch generator.next() % 3 {
      case 0: c = Double.random(in: -0.1...1.1, using: &generator)
      case 1: c = Double.random(in: 0...0.01, using: &generator)
      default: c = Double(bitPattern: generator.next())
      }
      #expect(quantization.value(c) == definition(c), "seed \(seed), c \(c)")
    }
  }

  @Test func specialValues() {
    for c in [0.0, -0.0, -1, .nan, -.nan, .infinity, -.infinity, 0x1p-13, 0x1p-14, 1, 1.5] {
      #expect(quantization.value(c) == definition(c), "\(c)")
    }
    #expect(quantization.value(.nan) == 0)
    #expect(quantization.value(1) == 255)
    #expect(quantization.value(-1) == 0)
  }

  @Test func colorsQuantizeAsThroughEncodedSRGB() {
    // lab(50 20 0) relative to D65: rgb(152 107 120) (ColorAide).
    let linear = LinearSRGB(Lab(l: 50, a: 20, b: 0).xyz(white: .d65), white: .d65)
    #expect(RGB8(quantizing: linear) == RGB8(red: 152, green: 107, blue: 120))
    #expect(RGB8(quantizing: linear) == RGB8(SRGB(linear)))
  }
}

@Suite struct RGB8HexBytesTests {
  @Test func aHexLineIsEightBytes() {
    var bytes: [UInt8] = []
    RGB8(red: 0x98, green: 0x6B, blue: 0x78).appendHexLine(to: &bytes)
    RGB8(red: 0, green: 0xFF, blue: 0x0A).appendHex(to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "#986b78\n#00ff0a")
  }
}
