package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.*;

import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.FloatPredicate;
import org.jsmc.ir.IntPredicate;
import org.jsmc.ir.Ordering;
import org.jsmc.ir.RmwOp;

/** Maps the enumerations of LLVM's C API to the Java IR's. */
final class Opcodes {

    private Opcodes() {}

    /** The binary operator of {@code opcode}, or null if it is not a binary instruction. */
    static BinaryOp binary(int opcode) {
        return switch (opcode) {
            case LLVMAdd -> BinaryOp.ADD;
            case LLVMSub -> BinaryOp.SUB;
            case LLVMMul -> BinaryOp.MUL;
            case LLVMUDiv -> BinaryOp.UDIV;
            case LLVMSDiv -> BinaryOp.SDIV;
            case LLVMURem -> BinaryOp.UREM;
            case LLVMSRem -> BinaryOp.SREM;
            case LLVMShl -> BinaryOp.SHL;
            case LLVMLShr -> BinaryOp.LSHR;
            case LLVMAShr -> BinaryOp.ASHR;
            case LLVMAnd -> BinaryOp.AND;
            case LLVMOr -> BinaryOp.OR;
            case LLVMXor -> BinaryOp.XOR;
            case LLVMFAdd -> BinaryOp.FADD;
            case LLVMFSub -> BinaryOp.FSUB;
            case LLVMFMul -> BinaryOp.FMUL;
            case LLVMFDiv -> BinaryOp.FDIV;
            case LLVMFRem -> BinaryOp.FREM;
            default -> null;
        };
    }

    /** The conversion of {@code opcode}, or null if it is not a cast. */
    static CastOp cast(int opcode) {
        return switch (opcode) {
            case LLVMTrunc -> CastOp.TRUNC;
            case LLVMZExt -> CastOp.ZEXT;
            case LLVMSExt -> CastOp.SEXT;
            case LLVMFPTrunc -> CastOp.FPTRUNC;
            case LLVMFPExt -> CastOp.FPEXT;
            case LLVMFPToUI -> CastOp.FPTOUI;
            case LLVMFPToSI -> CastOp.FPTOSI;
            case LLVMUIToFP -> CastOp.UITOFP;
            case LLVMSIToFP -> CastOp.SITOFP;
            case LLVMPtrToInt -> CastOp.PTRTOINT;
            case LLVMIntToPtr -> CastOp.INTTOPTR;
            case LLVMBitCast -> CastOp.BITCAST;
            case LLVMAddrSpaceCast -> CastOp.ADDRSPACECAST;
            default -> null;
        };
    }

    static IntPredicate intPredicate(int predicate) {
        return switch (predicate) {
            case LLVMIntEQ -> IntPredicate.EQ;
            case LLVMIntNE -> IntPredicate.NE;
            case LLVMIntUGT -> IntPredicate.UGT;
            case LLVMIntUGE -> IntPredicate.UGE;
            case LLVMIntULT -> IntPredicate.ULT;
            case LLVMIntULE -> IntPredicate.ULE;
            case LLVMIntSGT -> IntPredicate.SGT;
            case LLVMIntSGE -> IntPredicate.SGE;
            case LLVMIntSLT -> IntPredicate.SLT;
            case LLVMIntSLE -> IntPredicate.SLE;
            default -> throw new IllegalStateException("unknown icmp predicate " + predicate);
        };
    }

    static FloatPredicate floatPredicate(int predicate) {
        // LLVMRealPredicateFalse … LLVMRealPredicateTrue are 0 … 15, in FloatPredicate's order.
        FloatPredicate[] all = FloatPredicate.values();
        if (predicate < 0 || predicate >= all.length) {
            throw new IllegalStateException("unknown fcmp predicate " + predicate);
        }
        return all[predicate];
    }

    static Ordering ordering(int ordering) {
        return switch (ordering) {
            case LLVMAtomicOrderingNotAtomic -> Ordering.NOT_ATOMIC;
            case LLVMAtomicOrderingUnordered -> Ordering.UNORDERED;
            case LLVMAtomicOrderingMonotonic -> Ordering.MONOTONIC;
            case LLVMAtomicOrderingAcquire -> Ordering.ACQUIRE;
            case LLVMAtomicOrderingRelease -> Ordering.RELEASE;
            case LLVMAtomicOrderingAcquireRelease -> Ordering.ACQ_REL;
            case LLVMAtomicOrderingSequentiallyConsistent -> Ordering.SEQ_CST;
            default -> throw new IllegalStateException("unknown atomic ordering " + ordering);
        };
    }

    /** The {@code atomicrmw} operation, or null if jsmc does not know it. */
    static RmwOp rmw(int op) {
        return switch (op) {
            case LLVMAtomicRMWBinOpXchg -> RmwOp.XCHG;
            case LLVMAtomicRMWBinOpAdd -> RmwOp.ADD;
            case LLVMAtomicRMWBinOpSub -> RmwOp.SUB;
            case LLVMAtomicRMWBinOpAnd -> RmwOp.AND;
            case LLVMAtomicRMWBinOpNand -> RmwOp.NAND;
            case LLVMAtomicRMWBinOpOr -> RmwOp.OR;
            case LLVMAtomicRMWBinOpXor -> RmwOp.XOR;
            case LLVMAtomicRMWBinOpMax -> RmwOp.MAX;
            case LLVMAtomicRMWBinOpMin -> RmwOp.MIN;
            case LLVMAtomicRMWBinOpUMax -> RmwOp.UMAX;
            case LLVMAtomicRMWBinOpUMin -> RmwOp.UMIN;
            case LLVMAtomicRMWBinOpFAdd -> RmwOp.FADD;
            case LLVMAtomicRMWBinOpFSub -> RmwOp.FSUB;
            case LLVMAtomicRMWBinOpFMax -> RmwOp.FMAX;
            case LLVMAtomicRMWBinOpFMin -> RmwOp.FMIN;
            case LLVMAtomicRMWBinOpUIncWrap -> RmwOp.UINC_WRAP;
            case LLVMAtomicRMWBinOpUDecWrap -> RmwOp.UDEC_WRAP;
            case LLVMAtomicRMWBinOpUSubCond -> RmwOp.USUB_COND;
            case LLVMAtomicRMWBinOpUSubSat -> RmwOp.USUB_SAT;
            default -> null;
        };
    }
}
