#!/bin/sh
# Build stage only: the root filesystem of the runtime image, in $1. It holds the shared libraries
# the Node.js binary ($2) and the image library's own libraries (under $3) link against, copied
# from this Debian, a static BusyBox as /bin/sh and the few commands the entrypoint and health
# check use, the users, and /data (the only folder the server writes, 0700, its user's).
set -eu
root="$1" node="$2" img="$3"
mkdir -p "$root/bin" "$root/etc" "$root/tmp" "$root/data"
# ldd's lines: "libc.so.6 => /lib/…/libc.so.6 (…)" and "/lib64/ld-linux….so.2 (…)"; the image
# library's own libraries (found beside it) stay where npm put them.
libraries() {
  ldd "$@" 2>/dev/null |
    awk '$2 == "=>" && $3 ~ /^\// { print $3 } $1 ~ /^\// && $1 !~ /:$/ { print $1 }' |
    grep -v "^$img" | sort -u
}
for library in $(libraries "$node" $(find "$img" -name '*.so*' -type f)); do
  cp -L --parents "$library" "$root"
done
cp /bin/busybox "$root/bin/busybox"
for applet in sh cat id mkdir nproc rm sleep stat wget; do ln -s busybox "$root/bin/$applet"; done
cat >"$root/etc/passwd" <<'USERS'
root:x:0:0:root:/root:/sbin/nologin
cardvault:x:10001:10001:CardVault:/data:/sbin/nologin
nobody:x:65534:65534:nobody:/nonexistent:/sbin/nologin
USERS
cat >"$root/etc/group" <<'GROUPS'
root:x:0:
cardvault:x:10001:
nogroup:x:65534:
GROUPS
echo 'hosts: files dns' >"$root/etc/nsswitch.conf"
chmod 1777 "$root/tmp"
chown 10001:10001 "$root/data"
chmod 700 "$root/data"
du -sh "$root"
