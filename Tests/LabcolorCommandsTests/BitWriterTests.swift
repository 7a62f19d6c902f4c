import Testing

@testable import LabcolorCommands

@Suite struct BitWriterTests {
  @Test func bitsGoLeastSignificantFirst() {
    var writer = BitWriter()
    writer.write(0b1, count: 1)
    writer.write(0b01, count: 2)
    writer.write(0b11111, count: 5)
    writer.write(0x1234_5678, count: 32)
    writer.write(0b101, count: 3)
    #expect(writer.bitCount == 43)
    writer.alignToByte()
    #expect(writer.bytes == [0b1111_1011, 0x78, 0x56, 0x34, 0x12, 0b101])
    // Bits above `count` are ignored.
    var masked = BitWriter()
    masked.write(0xFF, count: 4)
    masked.alignToByte()
    #expect(masked.bytes == [0x0F])
  }

  @Test func wholeBytesStartAtAByteBoundary() {
    var writer = BitWriter()
    writer.write(1, count: 3)
    [UInt8](arrayLiteral: 0xAB, 0xCD).withUnsafeBufferPointer { writer.append(contentsOf: $0) }
    #expect(writer.bytes == [0x01, 0xAB, 0xCD])
  }
}
