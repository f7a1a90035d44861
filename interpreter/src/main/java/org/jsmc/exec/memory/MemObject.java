package org.jsmc.exec.memory;

import java.util.Arrays;

/**
 * One allocation in an execution's address space: a global, a stack object, a heap block.
 *
 * <p>Mutable and owned by one execution. The contents live in {@code data}; a global's data starts
 * out as the program's shared initial image and is copied on the first write, so starting an
 * execution does not copy every global.
 *
 * <p>Visibility: an object is <i>shared</i> when another thread can reach it (globals always; other
 * objects once their address escapes, see {@link AddressSpace#escape}). While it is private, the
 * objects whose addresses were stored into it are remembered in {@code pointees}, so that they
 * escape with it.
 */
public final class MemObject {
    /** The object's first address. */
    public final long base;

    /** Its size in bytes. */
    public final int size;

    /** What kind of allocation it is. */
    public final ObjectKind kind;

    /** The index of the thread that allocated it (-1 for globals and runtime objects). */
    public final int owner;

    /** A name for messages: the global's name, or {@code heap#3}, {@code stack#2}. */
    public final String name;

    /** Whether the program may write to it (constant globals, string literals). */
    public final boolean readOnly;

    /** The address space this object belongs to, whose {@link AddressSpace#version} it advances. */
    private final AddressSpace space;

    byte[] data;
    private boolean copyOnWrite;
    private boolean shared;
    private boolean live = true;
    private byte[] initial;
    private MemObject[] pointees;
    private int pointeeCount;

    MemObject(
            AddressSpace space,
            long base,
            int size,
            ObjectKind kind,
            int owner,
            String name,
            boolean readOnly,
            byte[] image,
            boolean shared) {
        this.space = space;
        this.base = base;
        this.size = size;
        this.kind = kind;
        this.owner = owner;
        this.name = name;
        this.readOnly = readOnly;
        this.shared = shared;
        if (image != null) {
            this.data = image;
            this.copyOnWrite = true;
        } else {
            this.data = new byte[size];
        }
    }

    /**
     * This object's counterpart in {@code space}, a copy of this object's address space: the same
     * allocation and state, sharing the contents until either of the two writes them (both copy on
     * their next write). Its pointees are set by {@link AddressSpace#copy}.
     */
    MemObject copyFor(AddressSpace space) {
        MemObject o = new MemObject(space, base, size, kind, owner, name, readOnly, data, shared);
        copyOnWrite = true;
        o.live = live;
        o.initial = initial; // never written once set
        return o;
    }

    /** Sets the pointees of {@code copy}, this object's counterpart, to theirs in its space. */
    void copyPointees(MemObject copy, AddressSpace space) {
        if (pointeeCount > 0) {
            copy.pointees = new MemObject[pointeeCount];
            for (int i = 0; i < pointeeCount; i++) {
                copy.pointees[i] = space.counterpart(pointees[i]);
            }
            copy.pointeeCount = pointeeCount;
        }
    }

    /** The contents, for reading. */
    public byte[] bytes() {
        return data;
    }

    /** The contents, for writing: copies a shared initial image first. */
    public byte[] writableBytes() {
        space.version++;
        if (copyOnWrite) {
            data = Arrays.copyOf(data, size);
            copyOnWrite = false;
        }
        return data;
    }

    /** Whether another thread can reach this object. */
    public boolean isShared() {
        return shared;
    }

    void markShared() {
        shared = true;
    }

    /** Whether the object may still be accessed (not freed, its function has not returned). */
    public boolean isLive() {
        return live;
    }

    void kill() {
        live = false;
    }

    /** Whether {@code [address, address + length)} lies inside this object. */
    public boolean contains(long address, long length) {
        return address >= base && address - base + length <= size;
    }

    /**
     * Remembers the current contents as the object's initial value, the first time a visible event
     * writes it (see {@link org.jsmc.exec.Execution#initialValue}).
     */
    public void recordInitialContents() {
        if (initial == null) {
            initial = data.clone();
        }
    }

    /** The contents before the first visible write, or the current contents if none happened. */
    public byte[] initialBytes() {
        return initial != null ? initial : data;
    }

    void addPointee(MemObject o) {
        if (pointeeCount > 0 && pointees[pointeeCount - 1] == o) {
            return;
        }
        if (pointees == null) {
            pointees = new MemObject[4];
        } else if (pointeeCount == pointees.length) {
            pointees = Arrays.copyOf(pointees, pointeeCount * 2);
        }
        pointees[pointeeCount++] = o;
    }

    int pointeeCount() {
        return pointeeCount;
    }

    MemObject pointee(int i) {
        return pointees[i];
    }

    void clearPointees() {
        pointees = null;
        pointeeCount = 0;
    }

    @Override
    public String toString() {
        return name;
    }
}
