package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.ir.llvm.TestPrograms.all;
import static org.jsmc.ir.llvm.TestPrograms.function;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.jsmc.ir.Constant;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Module;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Which C operations clang 20 marks {@code nsw}, the flag {@code --check overflow} relies on: each
 * function of the program is one C construct, and the test lists its integer operations as LLVM
 * prints them. Also the summary in {@link Operations}' documentation.
 */
class NoSignedWrapTest {

    static final String C =
            """
            int add(int a, int b) { return a + b; }
            int sub(int a, int b) { return a - b; }
            int mul(int a, int b) { return a * b; }
            int neg(int a) { return -a; }
            int inc(int a) { a++; return a; }
            int dec(int a) { --a; return a; }
            int compound(int a, int b) { a *= b; return a; }
            long long wide(long long a, long long b) { return a + b; }
            int quotient(int a, int b) { return a / b; }
            int remainder(int a, int b) { return a % b; }
            int shift(int a, int b) { return a << b; }
            unsigned ushift(unsigned a, unsigned b) { return a << b; }
            unsigned uadd(unsigned a, unsigned b) { return a + b; }
            unsigned uneg(unsigned a) { return -a; }
            char cinc(char c) { c++; return c; }
            short sinc(short s) { s++; return s; }
            short sadd(short a, short b) { return a + b; }
            long difference(int *p, int *q) { return p - q; }
            int builtin(int a, int b) { int r; return __builtin_add_overflow(a, b, &r); }
            int main(void) { return 0; }
            """;

    static final String O2 = "int times8(int a) { return a * 8; }\nint main(void) { return 0; }\n";

    static final String IR =
            """
            @x = global i32 0
            @sum = global i64 add nsw (i64 ptrtoint (ptr @x to i64), i64 1)
            define i32 @main() {
              ret i32 0
            }
            """;

    @TempDir static Path dir;
    static Module m0;
    static Module m32;
    static Module m2;

    @BeforeAll
    static void load() {
        m0 = TestPrograms.load(dir, "nsw.c", C, LoadOptions.DEFAULT).module();
        m32 = TestPrograms.load(dir, "nsw32.c", C, LoadOptions.DEFAULT.withM32(true)).module();
        m2 =
                TestPrograms.load(
                                dir, "o2.c", O2, LoadOptions.DEFAULT.withClangFlags(List.of("-O2")))
                        .module();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
            delimiter = '|',
            textBlock =
                    """
                    add        | add nsw i32
                    sub        | sub nsw i32
                    mul        | mul nsw i32
                    neg        | sub nsw i32
                    inc        | add nsw i32
                    dec        | add nsw i32
                    compound   | mul nsw i32
                    wide       | add nsw i64
                    quotient   | sdiv i32
                    remainder  | srem i32
                    shift      | shl i32
                    ushift     | shl i32
                    uadd       | add i32
                    uneg       | sub i32
                    cinc       | add i8
                    sinc       | add i16
                    sadd       | add nsw i32
                    builtin    | ''
                    """)
    void clangMarksSignedArithmeticOnly(String function, String operations) {
        assertThat(integerOperations(m0, function)).isEqualTo(operations);
    }

    @Test
    void longIs32BitsWithM32() {
        assertThat(integerOperations(m32, "difference")).isEqualTo("sub i32, sdiv i32");
        assertThat(integerOperations(m0, "difference")).isEqualTo("sub i64, sdiv i64");
    }

    @Test
    void optimisedMultiplicationByAPowerOfTwoIsAShiftWithoutSignedWrap() {
        assertThat(integerOperations(m2, "times8")).isEqualTo("shl nsw i32");
    }

    @Test
    void constantExpressionsAreNeverMarked() {
        Module m = TestPrograms.module(dir, "const.ll", IR);
        Constant sum = m.global("sum").orElseThrow().initializer();
        Instruction.Binary add = (Instruction.Binary) ((Constant.Expression) sum).instruction();
        assertThat(add.noSignedWrap()).isFalse();
    }

    /** The function's integer binary operations, e.g. {@code "add nsw i32, sdiv i32"}. */
    private static String integerOperations(Module m, String name) {
        return String.join(
                ", ",
                all(function(m, name), Instruction.Binary.class).stream()
                        .filter(b -> !b.op().isFloat())
                        .map(
                                b ->
                                        b.op().name().toLowerCase(Locale.ROOT)
                                                + (b.noSignedWrap() ? " nsw " : " ")
                                                + b.type())
                        .toList());
    }
}
