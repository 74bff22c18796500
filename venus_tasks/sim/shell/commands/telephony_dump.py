"""``dumpsys telephony.registry`` for the simulated phone (Android 13 layout).

Layout: ``TelephonyRegistry.dump`` -- ``last known state:``, then per phone ``Phone Id=N``
and its fields one ``IndentingPrintWriter`` level deeper (4 spaces), in the order
``mCallState, mRingingCallState, mForegroundCallState, mBackgroundCallState,
mPreciseCallState, mCallDisconnectCause, mCallIncomingNumber, mServiceState, ...`` (checked
against a captured device dump). ``mCallState`` is ``TelephonyManager.CALL_STATE_*``; the
three ``m*CallState`` are ``PreciseCallState`` values; ``mCallIncomingNumber`` is the number
of the call that caused the last state change (Telecom ``PhoneStateBroadcaster``), empty
until the first call. ``PreciseCallState.toString`` prints -1 (not valid) before any call.
Service state, signal and cell fields are those of an emulator on its simulated network
(``Android``/310260) [inferred].
"""

from __future__ import annotations


def registry(model) -> str:
    tel = model.telephony
    with model.lock:
        state = tel.call_state
        ringing, fg, bg = tel.precise_states()
        number = tel.last_number
        ever = bool(number) or bool(tel.active)
    precise = (f"Ringing call state: {ringing if ever else -1}, Foreground call state: "
               f"{fg if ever else -1}, Background call state: {bg if ever else -1}, "
               "Disconnect cause: -1, Precise disconnect cause: -1")
    lines = [
        "last known state:",
        "  Phone Id=0",
        f"    mCallState={state}",
        f"    mRingingCallState={ringing}",
        f"    mForegroundCallState={fg}",
        f"    mBackgroundCallState={bg}",
        f"    mPreciseCallState={precise}",
        "    mCallDisconnectCause=-1",
        f"    mCallIncomingNumber={number}",
        "    mServiceState={mVoiceRegState=0(IN_SERVICE), mDataRegState=0(IN_SERVICE), "
        "mChannelNumber=-1, duplexMode()=0, mCellBandwidths=[], mOperatorAlphaLong=Android, "
        "mOperatorAlphaShort=Android, isManualNetworkSelection=false(automatic), "
        "getRilVoiceRadioTechnology=14(LTE), getRilDataRadioTechnology=14(LTE), "
        "mCssIndicator=unsupported, mNetworkId=-1, mSystemId=-1, mCdmaRoamingIndicator=-1, "
        "mCdmaDefaultRoamingIndicator=-1, mIsEmergencyOnly=false, "
        "isUsingCarrierAggregation=false, mArfcnRsrpBoost=0, mNetworkRegistrationInfos=[], "
        "mNrFrequencyRange=0, mOperatorAlphaLongRaw=Android, mOperatorAlphaShortRaw=Android, "
        "mIsDataRoamingFromRegistration=false, mIsIwlanPreferred=false}",
        "    mVoiceActivationState= 0",
        "    mDataActivationState= 0",
        "    mUserMobileDataState= true",
        "    mSignalStrength=SignalStrength:{mCdma=CellSignalStrengthCdma: cdmaDbm=2147483647 "
        "cdmaEcio=2147483647 evdoDbm=2147483647 evdoEcio=2147483647 evdoSnr=2147483647 "
        "level=0,mGsm=CellSignalStrengthGsm: rssi=2147483647 ber=2147483647 "
        "mTa=2147483647 mLevel=0,mWcdma=CellSignalStrengthWcdma: ss=2147483647 "
        "ber=2147483647 rscp=2147483647 ecno=2147483647 level=0,mTdscdma="
        "CellSignalStrengthTdscdma: rssi=2147483647 ber=2147483647 rscp=2147483647 level=0,"
        "mLte=CellSignalStrengthLte: rssi=-51 rsrp=-90 rsrq=-10 rssnr=300 cqiTableIndex="
        "2147483647 cqi=2147483647 ta=2147483647 level=4 parametersUseForLevel=0,mNr="
        "CellSignalStrengthNr:{ csiRsrp = 2147483647 csiRsrq = 2147483647 csiCqiTableIndex = "
        "2147483647 csiCqiReport = [] ssRsrp = 2147483647 ssRsrq = 2147483647 ssSinr = "
        "2147483647 level = 0 parametersUseForLevel = 0 timingAdvance = 2147483647 },primary=CellSignalStrengthLte}",
        "    mMessageWaiting=false",
        "    mCallForwarding=false",
        "    mDataActivity=0",
        "    mDataConnectionState=2",
        "    mCellIdentity=CellIdentityLte:{ mCi=1 mPci=0 mTac=1 mEarfcn=0 mBands=[] "
        "mBandwidth=2147483647 mMcc=310 mMnc=260 mAlphaLong=Android mAlphaShort=Android "
        "mAdditionalPlmns={} mCsgInfo=null}",
        "    mSrvccState=-1",
        "    mCallPreciseDisconnectCause=-1",
        "    mCallNetworkType=13",
    ]
    return "\n".join(lines) + "\n"
