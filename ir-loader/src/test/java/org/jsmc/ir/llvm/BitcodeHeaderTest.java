package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BitcodeHeaderTest {

    @TempDir Path dir;

    @Test
    void readsTheProducerOfBitcodeFromTheBundledClang() {
        Path c = TestPrograms.write(dir, "p.c", "int main(void) { return 0; }\n");
        byte[] bitcode = BundledClang.compile(c, LoadOptions.DEFAULT).bitcode();
        assertThat(BitcodeHeader.hasMagic(bitcode)).isTrue();
        BitcodeHeader.Identification id = BitcodeHeader.identification(bitcode).orElseThrow();
        assertThat(id.producer()).isEqualTo("LLVM" + LlvmVersion.full());
        assertThat(id.producerMajor()).isEqualTo(LlvmVersion.MAJOR);
        assertThat(id.epoch()).isZero();

        // The same bitcode inside the wrapper header Apple's toolchains write.
        ByteBuffer wrapped =
                ByteBuffer.allocate(20 + bitcode.length).order(ByteOrder.LITTLE_ENDIAN);
        wrapped.putInt(0x0B17C0DE).putInt(0).putInt(20).putInt(bitcode.length).putInt(7);
        wrapped.put(bitcode);
        BitcodeHeader.Identification inner =
                BitcodeHeader.identification(wrapped.array()).orElseThrow();
        assertThat(inner.producer()).isEqualTo(id.producer());
        assertThat(inner.epochBit()).isEqualTo(id.epochBit() + 20 * 8);
    }

    @Test
    void rejectsWhatIsNotBitcode() {
        assertThat(BitcodeHeader.hasMagic(new byte[] {'B', 'C'})).isFalse();
        assertThat(BitcodeHeader.hasMagic("; ModuleID".getBytes())).isFalse();
        assertThat(BitcodeHeader.identification(new byte[] {'B', 'C', (byte) 0xC0, (byte) 0xDE}))
                .isEmpty();
    }

    @Test
    void producerVersions() {
        assertThat(new BitcodeHeader.Identification("LLVM21.1.0", 0, 0).producerMajor())
                .isEqualTo(21);
        assertThat(new BitcodeHeader.Identification("APPLE_1_1500.3.9.4_0", 0, 0).producerMajor())
                .isEqualTo(-1);
    }
}
